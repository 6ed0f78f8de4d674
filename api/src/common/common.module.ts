import { Global, Module } from '@nestjs/common';
import { HttpCache, HttpCacheInterceptor } from './http-cache.js';

/** Cross-cutting providers every domain module may inject. */
@Global()
@Module({ providers: [HttpCache, HttpCacheInterceptor], exports: [HttpCache, HttpCacheInterceptor] })
export class CommonModule {}
