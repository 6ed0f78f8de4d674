import { Module } from '@nestjs/common';
import { PublishingController } from './publishing.controller.js';
import { PublishingJobs } from './publishing-jobs.js';
import { PublishingService } from './publishing.service.js';

/** Scheduled publishing and preview links (issue 14); the site module reads the preview grants. */
@Module({
  controllers: [PublishingController],
  providers: [PublishingService, PublishingJobs],
  exports: [PublishingService],
})
export class PublishingModule {}
