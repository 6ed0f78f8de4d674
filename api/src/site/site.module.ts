import { Module } from '@nestjs/common';
import { AboutModule } from '../about/about.module.js';
import { BannerModule } from '../banner/banner.module.js';
import { BlogModule } from '../blog/blog.module.js';
import { HomesModule } from '../homes/homes.module.js';
import { KvkkModule } from '../kvkk/kvkk.module.js';
import { ProgressModule } from '../progress/progress.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { PublishingModule } from '../publishing/publishing.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SlidersModule } from '../sliders/sliders.module.js';
import { PaymentPlansModule } from '../payment-plans/payment-plans.module.js';
import { UnitsModule } from '../units/units.module.js';
import { SiteContentService } from './site-content.service.js';
import { SiteService } from './site.service.js';

@Module({
  imports: [
    SettingsModule,
    SlidersModule,
    ProjectsModule,
    ProgressModule,
    BlogModule,
    AboutModule,
    BannerModule,
    PublishingModule,
    UnitsModule,
    KvkkModule,
    PaymentPlansModule,
    HomesModule,
  ],
  providers: [SiteService, SiteContentService],
  exports: [SiteService],
})
export class SiteModule {}
