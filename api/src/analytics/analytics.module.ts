import { Injectable, Module } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsSummaryService } from './analytics-summary.service.js';
import { CollectorService } from './collector.service.js';

/** Every minute: once a day has ended, its salt and seen visitors are deleted (decision 0191). */
@Injectable()
export class AnalyticsDayEnd extends IntervalJob {
  constructor(
    clock: Clock,
    private readonly collector: CollectorService,
  ) {
    super(clock, 60_000, 'analytics day end');
  }

  protected round(now: Date) {
    return this.collector.endDays(now);
  }
}

/** First-party cookieless analytics (issue 31, items 1–2). */
@Module({
  controllers: [AnalyticsController],
  providers: [CollectorService, AnalyticsSummaryService, AnalyticsDayEnd],
})
export class AnalyticsModule {}
