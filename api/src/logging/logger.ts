// Structured logs: one JSON line per event on stdout (pino), one per request with its id, route, status
// and time. Nothing personal is ever written: no bodies, no headers (tokens, cookies), no query strings
// (they may carry an email or a phone), no client addresses — a request is found again by its id, which
// it answers in X-Request-Id (a proxy's own id is kept when it sends one that looks like an id).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** Ids a proxy may hand over: short, and nothing that could smuggle text into a log line. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** JSON lines at `level`: warnings and errors on stderr (where operators and the soak test look for
 *  problems), everything else on stdout. */
export function createLogger(level: string): Logger {
  const streams = pino.multistream(
    [
      { level: 'trace', stream: pino.destination(1) },
      { level: 'warn', stream: pino.destination(2) },
    ],
    { dedupe: true },
  );
  return pino({ level, base: { service: 'konak-api' }, timestamp: pino.stdTimeFunctions.isoTime }, streams);
}

/** The address without its query string: the part that names a route, never what a visitor typed. */
export const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/** The first middleware: gives each request its id and logs it once answered. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const offered = req.headers['x-request-id'];
      const id = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      // An error's message and type; stacks stay out of request lines (the exception filter logs 500s).
      err: (error: Error) => ({ type: error.name, message: error.message }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  });
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
    this.logger.error({ context: context ?? stackOrContext, ...(context && stackOrContext ? { stack: stackOrContext } : {}) }, String(message));
  }

  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
