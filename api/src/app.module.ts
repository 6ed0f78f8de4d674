import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Env } from './config/env.js';
import { EnvModule } from './config/env.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { SiteModule } from './site/site.module.js';

/** The whole API: one module per domain, plus the site (HTML, remotes' files, sitemap). */
@Module({})
export class AppModule {
  static forEnv(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [EnvModule.forRoot(env), TypeOrmModule.forRoot(dataSourceOptions(env.database)), SiteModule],
    };
  }
}
