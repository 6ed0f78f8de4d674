import type { MigrationInterface } from 'typeorm';
import { Initial1795656249905 } from './1795656249905-Initial.js';

// In order of application; add each new migration at the end.
export const SQLITE_MIGRATIONS: (new () => MigrationInterface)[] = [Initial1795656249905];
