// Reading a beacon's request without the framework (the front door answers it before Express): the body
// as bytes, read only while it stays under the limit, and the client's address as Express's
// `trust proxy` setting gives it.
import type { IncomingMessage } from 'node:http';

export type TrustProxy = (address: string, hop: number) => boolean;

/** The body as bytes, or null when it is over `max` bytes (not read past the limit) or already read. */
export function readCapped(req: IncomingMessage, max: number): Promise<Buffer | null> {
  // Read already (a JSON body, by the global parser, when Express answered): not a beacon.
  if ((req as IncomingMessage & { body?: unknown }).body !== undefined || req.readableEnded)
    return Promise.resolve(null);
  if (Number(req.headers['content-length'] ?? 0) > max) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (value: Buffer | null) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > max) {
        chunks.length = 0;
        finish(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('error', () => finish(null));
    req.on('close', () => finish(null));
  });
}

/** The client's address: the socket's peer, then X-Forwarded-For from the right for as long as `trust`
 *  trusts the hop (the rule Express's req.ip follows, through proxy-addr). */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const hops = [req.socket.remoteAddress ?? '', ...forwarded];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i], i)) i++;
  return hops[i];
}
