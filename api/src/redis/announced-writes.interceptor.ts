// A write is answered once its cache invalidations have reached the other instances (HttpCache
// .announced), so the next read — whichever instance serves it — already shows the write.
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { HttpCache } from '../common/http-cache.js';

@Injectable()
export class AnnouncedWritesInterceptor implements NestInterceptor {
  constructor(private readonly cache: HttpCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { method } = context.switchToHttp().getRequest<Request>();
    if (method === 'GET' || method === 'HEAD') return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        await this.cache.announced();
        return answer;
      }),
    );
  }
}
