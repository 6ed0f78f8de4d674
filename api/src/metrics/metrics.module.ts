import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';

/** GET /api/metrics; the Metrics provider itself is CommonModule's (every layer counts into it). */
@Module({ controllers: [MetricsController] })
export class MetricsModule {}
