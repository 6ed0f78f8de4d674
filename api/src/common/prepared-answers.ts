// Cached public reads answered before NestJS: the first anonymous GET of a cached address goes through
// routing, guards and interceptors as usual; its answer is then kept as bytes with its final headers
// (helmet's included) and its compressed variants, made once. Later anonymous GETs of that address are
// answered from those bytes by the first middleware, until a write invalidates the answer's tag.
// Only addresses without a query string and requests without credentials take this path: what it holds
// is bounded by the site's real records, and nothing a visitor invents can grow or evict it.
import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HttpCache } from './http-cache.js';

interface PreparedAnswer {
  tag: string;
  generation: number;
  etag: string;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this, compressing costs more than it saves (the compression middleware's own threshold). */
const COMPRESS_FROM = 1024;
const MAX_ANSWERS = 2000;

@Injectable()
export class PreparedAnswers {
  private readonly answers = new Map<string, PreparedAnswer>();

  constructor(private readonly cache: HttpCache) {}

  /** Keeps `body` as the answer to `url` while `tag` stays at `generation`. `headers` are the response's
   *  headers as the app set them. */
  prepare(url: string, tag: string, generation: number, headers: OutgoingHttpHeaders, body: string) {
    if (url.includes('?') || generation !== this.cache.generation(tag)) return;
    const identity = Buffer.from(body);
    const big = identity.length >= COMPRESS_FROM;
    const kept: OutgoingHttpHeaders = { ...headers, vary: 'Authorization, Accept-Encoding' };
    delete kept['content-length'];
    delete kept['content-encoding'];
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(url, {
      tag,
      generation,
      etag: String(headers.etag),
      headers: kept,
      identity,
      br: big ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : undefined,
      gzip: big ? gzipSync(identity, { level: 6 }) : undefined,
    });
  }

  /** The first middleware: answers a prepared address, or passes the request on. */
  middleware() {
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || !req.url) return next();
      const answer = this.answers.get(req.url);
      if (!answer) return next();
      if (answer.generation !== this.cache.generation(answer.tag)) {
        this.answers.delete(req.url);
        return next();
      }
      if (req.headers['if-none-match'] === answer.etag) {
        res.writeHead(304, answer.headers);
        res.end();
        return;
      }
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const [body, encoding] =
        answer.br && /\bbr\b/.test(accepts) ? [answer.br, 'br'] : answer.gzip && /\bgzip\b/.test(accepts) ? [answer.gzip, 'gzip'] : [answer.identity, undefined];
      res.writeHead(200, { ...answer.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
  }
}
