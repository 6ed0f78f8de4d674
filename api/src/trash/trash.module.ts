import { Module } from '@nestjs/common';
import { TrashController } from './trash.controller.js';
import { TrashJobs } from './trash-jobs.js';
import { TrashService } from './trash.service.js';

/** The trash of projects, blog posts, sliders and contact requests (issue 14). */
@Module({ controllers: [TrashController], providers: [TrashService, TrashJobs], exports: [TrashService] })
export class TrashModule {}
