import type { MigrationInterface } from 'typeorm';
import { Initial1795656249905 } from './1795656249905-Initial.js';
import { AdminSessions1795685630239 } from './1795685630239-AdminSessions.js';

// In order of application; add each new migration at the end.
export const POSTGRES_MIGRATIONS: (new () => MigrationInterface)[] = [Initial1795656249905, AdminSessions1795685630239];
