// Scheduled backups in the running server (BACKUP_INTERVAL_HOURS; off when unset). Every instance ticks,
// but one takes each interval: the interval's number is inserted into backup_runs under a unique index,
// and only the instance whose INSERT succeeds writes the archive — to BACKUP_DIR, or with uploads in a
// bucket to the bucket under backups/ — and removes the scheduled archives beyond BACKUP_KEEP. A failure
// is logged, counted in /api/metrics and mailed to the owners through the outbox when SMTP is set.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, LessThan, type Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { Metrics } from '../metrics/metrics.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { AdminUser } from '../users/admin-user.entity.js';
import { createBackupInThread } from './backup-in-thread.js';
import { datedName } from './backup-writer.js';
import { BackupRun } from './backup-run.entity.js';

const HOUR = 3_600_000;
/** Scheduled archives' names (datedName); other files in BACKUP_DIR are never removed. */
const ARCHIVE = /^konak-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz(\.enc)?$/;
export const BACKUPS_PREFIX = 'backups/';
/** Rows of backup_runs kept for the dashboard. */
const RUNS_KEPT = 100;

@Injectable()
export class BackupJobs extends IntervalJob {
  private readonly log = new Logger('Backups');

  constructor(
    @InjectRepository(BackupRun) private readonly runs: Repository<BackupRun>,
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
    private readonly outbox: OutboxService,
    clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {
    // Checked every minute (or more often for short test intervals): is this interval's backup taken?
    super(
      clock,
      Math.min(60_000, Math.max(1000, (env.backup.intervalHours ?? 1) * HOUR)),
      'scheduled backup',
    );
  }

  get backupIntervalMs(): number | null {
    return this.env.backup.intervalHours ? this.env.backup.intervalHours * HOUR : null;
  }

  override onApplicationBootstrap() {
    if (this.backupIntervalMs) super.onApplicationBootstrap();
  }

  /** Takes this interval's backup unless another instance (or an earlier round) did. */
  protected async round(now: Date): Promise<BackupRun | null> {
    const interval = this.backupIntervalMs;
    if (!interval) return null;
    const slot = Math.floor(now.getTime() / interval);
    if (await this.runs.existsBy({ slot })) return null;
    let run: BackupRun;
    try {
      run = await this.runs.save(
        this.runs.create({ slot, status: 'running', location: '', bytes: 0, error: '', finished_at: null }),
      );
    } catch {
      return null; // another instance inserted the slot first
    }
    return this.take(run, now);
  }

  private async take(run: BackupRun, now: Date): Promise<BackupRun> {
    const name = datedName(now, !!this.env.backup.passphrase);
    const storage = this.env.storage;
    const tempDir = storage.type === 's3' ? mkdtempSync(path.join(os.tmpdir(), 'konak-backup-')) : undefined;
    try {
      const file = path.join(tempDir ?? this.env.backup.dir, name);
      const result = await createBackupInThread(this.env, file, this.env.backup.passphrase);
      run.location = storage.type === 's3' ? await this.toBucket(file, name, result.bytes) : result.file;
      run.bytes = result.bytes;
      run.status = 'ok';
      await this.prune();
      this.log.log(`backup written to ${run.location} (${result.bytes} bytes)`);
    } catch (error) {
      run.status = 'failed';
      run.error = ((error as Error).message ?? String(error)).slice(0, 2000);
      this.log.error(`scheduled backup failed: ${run.error}`);
      await this.alert(run).catch((e: Error) =>
        this.log.error(`the backup failure could not be mailed: ${e.message}`),
      );
    } finally {
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    }
    run.finished_at = this.clock.now().getTime();
    this.metrics.backupFinished(run.status === 'ok', run.finished_at);
    await this.runs.save(run);
    const old = await this.runs.find({
      select: { id: true },
      order: { id: 'DESC' },
      skip: RUNS_KEPT,
      take: 1,
    });
    if (old.length) await this.runs.delete({ id: LessThan(old[0].id + 1) });
    return run;
  }

  private async toBucket(file: string, name: string, bytes: number): Promise<string> {
    if (this.env.storage.type !== 's3') throw new Error('no bucket');
    const { bucket } = this.env.storage;
    const client = this.client();
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: BACKUPS_PREFIX + name,
          Body: createReadStream(file),
          ContentLength: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    } finally {
      client.destroy();
    }
    return `s3://${bucket}/${BACKUPS_PREFIX}${name}`;
  }

  private client() {
    if (this.env.storage.type !== 's3') throw new Error('no bucket');
    return new S3Client({
      endpoint: this.env.storage.endpoint,
      region: this.env.storage.region,
      forcePathStyle: true,
      maxAttempts: 3,
    });
  }

  /** Keeps the newest BACKUP_KEEP scheduled archives (names sort by date). */
  private async prune() {
    const keep = this.env.backup.keep;
    if (this.env.storage.type === 's3') {
      const bucket = this.env.storage.bucket;
      const client = this.client();
      try {
        const names: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: BACKUPS_PREFIX, ContinuationToken: token }),
          );
          for (const o of page.Contents ?? [])
            if (o.Key && ARCHIVE.test(o.Key.slice(BACKUPS_PREFIX.length))) names.push(o.Key);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        for (const key of names.sort().slice(0, Math.max(0, names.length - keep)))
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } finally {
        client.destroy();
      }
      return;
    }
    const names = (await readdir(this.env.backup.dir)).filter((n) => ARCHIVE.test(n)).sort();
    for (const name of names.slice(0, Math.max(0, names.length - keep)))
      await rm(path.join(this.env.backup.dir, name), { force: true });
  }

  private async alert(run: BackupRun) {
    if (!this.outbox.enabled) return;
    const owners = await this.dataSource
      .getRepository(AdminUser)
      .find({ where: { role: In(['owner', 'admin']) }, select: { email: true } });
    if (!owners.length) return;
    const text = `Konak'ın zamanlanmış yedeği alınamadı (${new Date().toISOString()}).\n\nHata: ${run.error}\n\nYönetim panelindeki yedekleme kartından son başarılı yedeği görebilirsiniz.`;
    await this.dataSource.transaction((manager) =>
      this.outbox.enqueue(manager, {
        kind: 'backup_failed',
        contactId: null,
        to: owners.map((o) => o.email).join(', '),
        subject: 'Yedekleme başarısız oldu',
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
      }),
    );
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
