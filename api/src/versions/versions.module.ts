import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AboutModule } from '../about/about.module.js';
import { BannerModule } from '../banner/banner.module.js';
import { BlogModule } from '../blog/blog.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SlidersModule } from '../sliders/sliders.module.js';
import { ContentVersion } from './content-version.entity.js';
import { VersionHistory } from './version-history.service.js';
import { VersionsController } from './versions.controller.js';
import { VersionsService } from './versions.service.js';

/** keep() for every content service (global: they all record into it). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ContentVersion])],
  providers: [VersionsService],
  exports: [VersionsService],
})
export class VersionsModule {}

/** The history endpoints; they restore through the content services, hence a module of their own. */
@Module({
  imports: [ProjectsModule, BlogModule, SlidersModule, AboutModule, BannerModule, SettingsModule],
  controllers: [VersionsController],
  providers: [VersionHistory],
})
export class VersionHistoryModule {}
