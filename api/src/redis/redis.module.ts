import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MemoryRateLimitStore, RATE_LIMIT_STORE } from '../common/rate-limit-store.js';
import { AnnouncedWritesInterceptor } from './announced-writes.interceptor.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';
import { SharedRedis } from './redis.js';

/** State shared by every instance when REDIS_URL is set — rate limits and cache invalidation — and
 *  this process's own (memory, no announcing) without it. */
@Global()
@Module({
  providers: [
    SharedRedis,
    CacheInvalidation,
    {
      provide: RATE_LIMIT_STORE,
      inject: [SharedRedis],
      useFactory: (redis: SharedRedis) =>
        redis.client ? new RedisRateLimitStore(redis.client) : new MemoryRateLimitStore(),
    },
    { provide: APP_INTERCEPTOR, useClass: AnnouncedWritesInterceptor },
  ],
  exports: [SharedRedis, RATE_LIMIT_STORE],
})
export class RedisModule {}
