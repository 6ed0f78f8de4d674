import { Global, Module } from '@nestjs/common';
import { HttpCacheInterceptor } from './cached-get.js';
import { Clock } from './clock.js';
import { HttpCache } from './http-cache.js';
import { PreparedAnswers } from './prepared-answers.js';
import { SecretBox } from './secret-box.js';
import { Metrics } from '../metrics/metrics.js';

/** Cross-cutting providers every domain module may inject. */
@Global()
@Module({
  providers: [HttpCache, HttpCacheInterceptor, PreparedAnswers, Clock, Metrics, SecretBox],
  exports: [HttpCache, HttpCacheInterceptor, PreparedAnswers, Clock, Metrics, SecretBox],
})
export class CommonModule {}
