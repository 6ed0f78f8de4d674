import { Module } from '@nestjs/common';
import { PaymentPlansModule } from '../payment-plans/payment-plans.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BrochureCache } from './brochure-cache.js';
import { BrochureController } from './brochure.controller.js';
import { BrochurePool } from './brochure-pool.js';
import { BrochureService } from './brochure.service.js';

/** The per-language PDF brochure of a project (issue 12). */
@Module({
  imports: [ProjectsModule, UnitsModule, SettingsModule, UploadsModule, PaymentPlansModule],
  controllers: [BrochureController],
  providers: [BrochureService, BrochureCache, BrochurePool],
})
export class BrochureModule {}
