// GET /api/backups/status (the owner's: the authorization matrix does not list it): whether backups are
// scheduled, the last run and the last good one, and whether the last good one is too old — the admin
// dashboard's backup card.
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { NoStore } from '../common/no-store.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { BackupRun } from './backup-run.entity.js';

/** A backup older than this is a warning on the dashboard. */
export const STALE_AFTER_MS = 2 * 86_400_000;

export class BackupRunDto {
  @ApiProperty({ enum: ['running', 'ok', 'failed'] }) status: string;
  @ApiProperty({ format: 'date-time' }) started_at: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) finished_at: string | null;
  @ApiProperty({ description: 'Size of the archive in bytes (0 when it failed)' }) bytes: number;
  @ApiProperty({ description: 'Why it failed; empty otherwise' }) error: string;
}

export class BackupStatusDto {
  @ApiProperty({ description: 'Whether BACKUP_INTERVAL_HOURS schedules backups' }) enabled: boolean;
  @ApiPropertyOptional({ nullable: true, type: Number }) interval_hours: number | null;
  @ApiProperty() keep: number;
  @ApiProperty({ enum: ['disk', 's3'] }) destination: 'disk' | 's3';
  @ApiPropertyOptional({ type: BackupRunDto, nullable: true }) last: BackupRunDto | null;
  @ApiPropertyOptional({ type: BackupRunDto, nullable: true }) last_ok: BackupRunDto | null;
  @ApiProperty({ description: 'No good backup, or the last good one is over two days old' }) stale: boolean;
}

const toDto = (run: BackupRun | null): BackupRunDto | null =>
  run && {
    status: run.status,
    started_at: new Date(run.started_at).toISOString(),
    finished_at: run.finished_at === null ? null : new Date(run.finished_at).toISOString(),
    bytes: run.bytes,
    error: run.error,
  };

@ApiTags('backups')
@ApiBearerAuth()
@Controller('backups')
@NoStore()
export class BackupsController {
  constructor(
    @InjectRepository(BackupRun) private readonly runs: Repository<BackupRun>,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get('status')
  @ApiOkResponse({ type: BackupStatusDto })
  async status(): Promise<BackupStatusDto> {
    const [last] = await this.runs.find({ order: { id: 'DESC' }, take: 1 });
    const [lastOk] = await this.runs.find({ where: { status: 'ok' }, order: { id: 'DESC' }, take: 1 });
    const okAt = lastOk?.finished_at ?? null;
    return {
      enabled: !!this.env.backup.intervalHours,
      interval_hours: this.env.backup.intervalHours ?? null,
      keep: this.env.backup.keep,
      destination: this.env.storage.type === 's3' ? 's3' : 'disk',
      last: toDto(last ?? null),
      last_ok: toDto(lastOk ?? null),
      stale: okAt === null || this.clock.now().getTime() - okAt > STALE_AFTER_MS,
    };
  }
}
