// Structured logs: one JSON line per event on stdout (pino), one per request with its id, route, status
// and time. Nothing personal is ever written: no bodies, no headers (tokens, cookies), no query strings
// (they may carry an email or a phone), no client addresses — a request is found again by its id, which
// it answers in X-Request-Id (a proxy's own id is kept when it sends one that looks like an id).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Ids a proxy may hand over: short, and nothing that could smuggle text into a log line. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** JSON lines at `level`: warnings and errors on stderr (where operators and the soak test look for
 *  problems), everything else on stdout. Stdout is written asynchronously — lines that arrive while a
 *  write is under way go out together in the next one, so a busy server makes one write per batch, not
 *  one per request (pino flushes what is left when the process exits); stderr stays synchronous, so an
 *  error is on record before anything else happens. */
export function createLogger(level: string): Logger {
  const streams = pino.multistream(
    [
      { level: 'trace', stream: pino.destination({ dest: 1, sync: false }) },
      { level: 'warn', stream: pino.destination(2) },
    ],
    { dedupe: true },
  );
  return pino({ level, base: { service: 'konak-api' }, timestamp: pino.stdTimeFunctions.isoTime }, streams);
}

/** The address without its query string: the part that names a route, never what a visitor typed. */
export const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

interface LoggedRequest extends IncomingMessage {
  id?: string;
  originalUrl?: string;
}

/** The first middleware: gives each request its id and logs it once answered — `request` (info), or
 *  `request failed` (error) for a 5xx, or `request aborted` (info) when the client left first. One small
 *  object per line, built when the answer is done: no child logger or serializer per request. */
export function requestLogging(logger: Logger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void) => {
    const started = performance.now();
    const offered = req.headers['x-request-id'];
    const id = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      const status = res.statusCode;
      const line = {
        req: { id, method: req.method, path: pathOf(req.originalUrl ?? req.url) },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, res.writableFinished ? 'request' : 'request aborted');
    });
    next();
  };
}

/** Nest's own messages as JSON lines of the same logger; its route-mapping chatter is debug. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }

  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }

  error(message: unknown, stackOrContext?: string, context?: string) {
    this.logger.error(
      { context: context ?? stackOrContext, ...(context && stackOrContext ? { stack: stackOrContext } : {}) },
      String(message),
    );
  }

  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
