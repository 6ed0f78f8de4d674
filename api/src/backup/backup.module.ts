import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module.js';
import { BackupJobs } from './backup-jobs.js';
import { BackupRun } from './backup-run.entity.js';
import { BackupsController } from './backup-status.js';

/** Scheduled backups and their status (npm run backup / restore are api/src/backup/cli.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([BackupRun]), OutboxModule],
  controllers: [BackupsController],
  providers: [BackupJobs],
  exports: [BackupJobs],
})
export class BackupModule {}
