// Purges audit entries older than the owner's retention (security settings, 365 days by default), in
// batches so a long-neglected log is trimmed without one huge statement; every instance may run it (the
// DELETE is idempotent).
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, In, type Repository } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { SecuritySettingsService } from './security-settings.service.js';

const BATCH = 1000;
/** Batches per round: a round stays short; the next round goes on. */
const MAX_BATCHES = 50;
const DAY_MS = 86_400_000;

@Injectable()
export class SecurityJobs extends IntervalJob {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    private readonly settings: SecuritySettingsService,
    clock: Clock,
    @Inject(ENV) env: Env,
  ) {
    super(clock, env.contentJobsIntervalMs, 'audit retention purge');
  }

  /** Deletes entries older than the retention; answers how many. */
  protected async round(now: Date): Promise<number> {
    const { audit_retention_days: days } = await this.settings.get();
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    let purged = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const old = await this.entries.find({
        select: { id: true },
        where: { at: LessThan(cutoff) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (!old.length) break;
      await this.entries.delete({ id: In(old.map((e) => e.id)) });
      purged += old.length;
      if (old.length < BATCH) break;
    }
    return purged;
  }

  /** One round at `now` (tests). */
  purge(now: Date) {
    return this.round(now);
  }
}
