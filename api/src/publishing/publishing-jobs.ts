// Publishes scheduled projects and posts when their time comes, every CONTENT_JOBS_INTERVAL_MS on each
// instance, with no one signed in.
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { PublishingService } from './publishing.service.js';

@Injectable()
export class PublishingJobs extends IntervalJob {
  constructor(
    private readonly publishing: PublishingService,
    clock: Clock,
    @Inject(ENV) env: Env,
  ) {
    super(clock, env.contentJobsIntervalMs, 'scheduled publishing');
  }

  protected round(now: Date) {
    return this.publishing.publishDue(now);
  }
}
