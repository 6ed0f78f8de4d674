// What start-up does to the database before the server listens: migrate, seed an empty database and
// make sure an administrator exists — under one lock on PostgreSQL, so instances starting together
// neither race on the schema nor seed twice.
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import { UsersService } from '../users/users.service.js';
import { migrate, withStartupLock } from './data-source.js';
import { SampleContentSeeder } from './sample-content.js';

export interface PrepareReport {
  migrations: string[];
  seeded: boolean;
  admin: { email: string; generatedPassword?: string };
}

export async function prepareDatabase(app: INestApplication, env: Env): Promise<PrepareReport> {
  const dataSource = app.get(DataSource);
  return withStartupLock(dataSource, async () => {
    const migrations = await migrate(dataSource);
    const seeded = env.seedSampleContent ? await app.get(SampleContentSeeder).seedIfEmpty() : false;
    const admin = await app.get(UsersService).ensureFirstAdmin(env.adminEmail, env.adminPassword);
    return { migrations, seeded, admin };
  });
}
