// What start-up does to the database before the server listens.
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import { UsersService } from '../users/users.service.js';
import { migrate } from './data-source.js';
import { Seeder } from './seed/seeder.js';

export interface PrepareReport {
  migrations: string[];
  seeded: boolean;
  admin: { email: string; generatedPassword?: string };
}

export async function prepareDatabase(app: INestApplication, env: Env): Promise<PrepareReport> {
  const migrations = await migrate(app.get(DataSource));
  const seeded = env.seedSampleContent ? await app.get(Seeder).seedIfEmpty() : false;
  const admin = await app.get(UsersService).ensureFirstAdmin(env.adminEmail, env.adminPassword);
  return { migrations, seeded, admin };
}
