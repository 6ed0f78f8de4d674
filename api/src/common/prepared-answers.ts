// Cached public reads answered before NestJS: the first anonymous GET of a cached address goes through
// routing, guards and interceptors as usual; its answer is then kept as bytes with its final headers
// (helmet's included) and its compressed variants, made once. Later anonymous GETs of that address are
// answered from those bytes by the first middleware, until a write invalidates the answer's tag.
// Only addresses without a query string and requests without credentials take this path: what it holds
// is bounded by the site's real records, and nothing a visitor invents can grow or evict it.
import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Metrics } from '../metrics/metrics.js';
import { canonicalUrl } from './canonical-url.js';
import { HttpCache } from './http-cache.js';

/** A body and its compressed variants, made once. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

interface PreparedAnswer extends EncodedBody {
  tag: string;
  generation: number;
  etag: string;
  headers: OutgoingHttpHeaders;
  /** Whatever else the answer depends on (a page: the deployed builds) is still as it was. */
  isCurrent?: () => boolean;
}

/** Below this, compressing costs more than it saves (the compression middleware's own threshold). */
const COMPRESS_FROM = 1024;
const MAX_ANSWERS = 2000;

/** `body` with its brotli and gzip variants (quality for a body sent many times, made once). */
export function encodeBody(body: string): EncodedBody {
  const identity = Buffer.from(body);
  if (identity.length < COMPRESS_FROM) return { identity };
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/** The variant the request accepts: brotli, then gzip, else the plain bytes. */
export function pickEncoding(
  accepts: string | undefined,
  body: EncodedBody,
): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  const text = String(accepts ?? '');
  if (body.br && /\bbr\b/.test(text)) return { bytes: body.br, encoding: 'br' };
  if (body.gzip && /\bgzip\b/.test(text)) return { bytes: body.gzip, encoding: 'gzip' };
  return { bytes: body.identity };
}

@Injectable()
export class PreparedAnswers {
  private readonly answers = new Map<string, PreparedAnswer>();

  constructor(
    private readonly cache: HttpCache,
    private readonly metrics: Metrics,
  ) {}

  /** Keeps `body` as the answer to `url` while `tag` stays at `generation` (and `isCurrent` holds).
   *  `headers` are the response's headers as the app set them. */
  prepare(
    url: string,
    tag: string,
    generation: number,
    headers: OutgoingHttpHeaders,
    body: string | EncodedBody,
    isCurrent?: () => boolean,
  ) {
    if (url.includes('?') || generation !== this.cache.generation(tag)) return;
    const kept: OutgoingHttpHeaders = { ...headers, vary: 'Authorization, Accept-Encoding' };
    delete kept['content-length'];
    delete kept['content-encoding'];
    // Each request's own id (logging/logger.ts), never the first one's.
    delete kept['x-request-id'];
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(url, {
      tag,
      generation,
      etag: String(headers.etag),
      headers: kept,
      isCurrent,
      ...(typeof body === 'string' ? encodeBody(body) : body),
    });
  }

  /** How many answers are kept (tests: one per canonical address). */
  get size() {
    return this.answers.size;
  }

  /** The first middleware: answers a prepared address, or passes the request on. */
  middleware() {
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || !req.url)
        return next();
      // Kept under the canonical address (an API path in lower case, no trailing slash).
      const url = canonicalUrl(req.url);
      const answer = this.answers.get(url);
      if (!answer) return next();
      if (
        answer.generation !== this.cache.generation(answer.tag) ||
        (answer.isCurrent && !answer.isCurrent())
      ) {
        this.answers.delete(url);
        return next();
      }
      // Hits only: a request this layer passes on is counted by the layer that answers it.
      this.metrics.cacheLookup('prepared', true);
      if (req.headers['if-none-match'] === answer.etag) {
        res.writeHead(304, answer.headers);
        res.end();
        return;
      }
      const { bytes, encoding } = pickEncoding(req.headers['accept-encoding'], answer);
      res.writeHead(200, {
        ...answer.headers,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': bytes.length,
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    };
  }
}
