// @CachedGet(tag): a GET handler's JSON answer kept in HttpCache under `tag` until the domain's service
// invalidates it, with a strong ETag; anonymous answers are also kept as prepared bytes (PreparedAnswers).
// The key is the address with its query (each page of a list is its own answer), and a page's headers
// (X-Total-Count, Link) are kept and replayed with its body. Works inside or outside @Paged().
import { createHash } from 'node:crypto';
import {
  Injectable,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, of, type Observable } from 'rxjs';
import { PAGING } from '@konak/contract';
import { canonicalUrl } from './canonical-url.js';
import { HttpCache, type Entry } from './http-cache.js';
import { PreparedAnswers } from './prepared-answers.js';
import { isPage, pageHeaders } from './paging.js';
import type { RequestWithUser } from './request-user.js';

/** Headers a handler (or @Paged) sets that are part of the answer: kept with the body, sent with every hit. */
const ANSWER_HEADERS = [PAGING.totalHeader, 'Link'];

const CACHE_TAG = 'konak:cacheTag';

@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: HttpCache,
    private readonly reflector: Reflector,
    private readonly prepared: PreparedAnswers,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tag = this.reflector.get<string>(CACHE_TAG, context.getHandler());
    const req = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!tag || req.method !== 'GET') return next.handle();
    const admin = !!req.user;
    const key = `${admin ? 'admin' : 'anon'} ${canonicalUrl(req.originalUrl)}`;
    const send = (entry: Entry) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('ETag', entry.etag);
      res.setHeader('Cache-Control', admin ? 'private, no-cache' : 'public, max-age=0, must-revalidate');
      res.setHeader('Vary', 'Authorization');
      for (const [name, value] of Object.entries(entry.headers ?? {})) res.setHeader(name, value);
      // Express answers 304 itself when the request's If-None-Match matches the ETag.
      return entry.body;
    };
    const hit = this.cache.get(tag, key);
    if (hit) return of(send(hit));
    const generation = this.cache.generation(tag);
    return next.handle().pipe(
      map((value) => {
        // Outside @Paged() this sees the Page itself: answer it the same way (items, headers in the answer).
        let data = value;
        if (isPage(value)) {
          for (const [name, header] of Object.entries(pageHeaders(req, value))) res.setHeader(name, header);
          data = value.items;
        }
        const body = JSON.stringify(data);
        const headers = Object.fromEntries(
          ANSWER_HEADERS.flatMap((name) =>
            res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : [],
          ),
        );
        const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, headers };
        this.cache.set(tag, key, entry, generation);
        const answer = send(entry);
        // Anonymous answers are also kept as bytes for the middleware in front of Nest.
        if (!admin && !req.headers.authorization)
          this.prepared.prepare(canonicalUrl(req.originalUrl), tag, generation, res.getHeaders(), body);
        return answer;
      }),
    );
  }
}

/** Caches a GET handler's answer under `tag` until the service invalidates that tag. */
export const CachedGet = (tag: string) =>
  applyDecorators(SetMetadata(CACHE_TAG, tag), UseInterceptors(HttpCacheInterceptor));
