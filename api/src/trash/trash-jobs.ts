// Empties the trash of items older than 30 days, every CONTENT_JOBS_INTERVAL_MS on each instance (the
// DELETE is idempotent, so several instances may run it at once).
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { TrashService } from './trash.service.js';

@Injectable()
export class TrashJobs extends IntervalJob {
  constructor(
    private readonly trash: TrashService,
    clock: Clock,
    @Inject(ENV) env: Env,
  ) {
    super(clock, env.contentJobsIntervalMs, 'trash purge');
  }

  protected round(now: Date) {
    return this.trash.purge(now);
  }
}
