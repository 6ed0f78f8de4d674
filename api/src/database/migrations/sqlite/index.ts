import type { MigrationInterface } from 'typeorm';
import { Initial1795656249905 } from './1795656249905-Initial.js';
import { AdminSessions1795685630239 } from './1795685630239-AdminSessions.js';
import { LeadLedger1795688693790 } from './1795688693790-LeadLedger.js';
import { KvkkNoticeV11795688693791 } from './1795688693791-KvkkNoticeV1.js';

// In order of application; add each new migration at the end.
export const SQLITE_MIGRATIONS: (new () => MigrationInterface)[] = [Initial1795656249905, AdminSessions1795685630239, LeadLedger1795688693790, KvkkNoticeV11795688693791];
