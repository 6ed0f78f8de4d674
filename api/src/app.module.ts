import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AboutModule } from './about/about.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupModule } from './backup/backup.module.js';
import { BannerModule } from './banner/banner.module.js';
import { BlogModule } from './blog/blog.module.js';
import { BrochureModule } from './brochure/brochure.module.js';
import { CommonModule } from './common/common.module.js';
import type { Env } from './config/env.js';
import { EnvModule } from './config/env.module.js';
import { ContactsModule } from './contacts/contacts.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { HealthModule } from './health/health.module.js';
import { HomesModule } from './homes/homes.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { ProgressModule } from './progress/progress.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { PublishingModule } from './publishing/publishing.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SampleContentModule } from './database/sample-content.js';
import { SiteModule } from './site/site.module.js';
import { SlidersModule } from './sliders/sliders.module.js';
import { TrashModule } from './trash/trash.module.js';
import { TranslationsModule } from './translations/translations.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { UsersModule } from './users/users.module.js';
import { UnitsModule } from './units/units.module.js';
import { VersionHistoryModule, VersionsModule } from './versions/versions.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** The whole API: one module per domain, plus the site (HTML, remotes' files, sitemap). */
@Module({})
export class AppModule {
  static forEnv(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EnvModule.forRoot(env),
        TypeOrmModule.forRoot(dataSourceOptions(env.database)),
        CommonModule,
        RedisModule,
        AuditModule,
        WebhooksModule,
        AnalyticsModule,
        BackupModule,
        AuthModule,
        VersionsModule,
        UsersModule,
        SettingsModule,
        SlidersModule,
        AboutModule,
        BannerModule,
        ProjectsModule,
        UnitsModule,
        HomesModule,
        ProgressModule,
        BrochureModule,
        BlogModule,
        VersionHistoryModule,
        ContactsModule,
        UploadsModule,
        TranslationsModule,
        HealthModule,
        MetricsModule,
        PublishingModule,
        TrashModule,
        SampleContentModule,
        SiteModule,
      ],
    };
  }
}
