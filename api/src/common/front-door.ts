// The HTTP server's own listener, in front of Express and NestJS: every request gets its id, its log line
// and its count here, and a prepared public read (prepared-answers.ts) is answered at once — the
// framework's routing, its request and response objects and the rest of its middleware are the cost a
// cached answer does not need to pay. Everything else goes on to the application unchanged.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { UNEXPECTED } from './exception.filter.js';

export type Step = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Puts `steps` in front of the server's request listener (the application), in order. */
export function installFrontDoor(server: Server, steps: Step[], log: Logger) {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new Error(`the front door expects one request listener, found ${listeners.length}`);
  const [application] = listeners;
  const chain = steps.reduceRight<RequestListener>(
    (next, step) => (req, res) => step(req, res, () => next(req, res)),
    application,
  );
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    try {
      chain(req, res);
    } catch (error) {
      // Outside the framework nothing else would catch it: a step that throws fails its request, never
      // the process. (Errors inside the application are the application's, as before.)
      log.error(
        { err: { type: (error as Error).name, message: (error as Error).message } },
        'front door failed',
      );
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(res.writableEnded ? undefined : JSON.stringify({ detail: UNEXPECTED }));
    }
  });
}
