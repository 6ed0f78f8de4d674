import { Module } from '@nestjs/common';
import { AboutModule } from '../about/about.module.js';
import { BannerModule } from '../banner/banner.module.js';
import { BlogModule } from '../blog/blog.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SlidersModule } from '../sliders/sliders.module.js';
import { SiteContentService } from './site-content.service.js';
import { SiteService } from './site.service.js';

@Module({
  imports: [SettingsModule, SlidersModule, ProjectsModule, BlogModule, AboutModule, BannerModule],
  providers: [SiteService, SiteContentService],
  exports: [SiteService],
})
export class SiteModule {}
