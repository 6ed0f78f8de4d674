import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { SecurityJobs } from './security-jobs.js';
import { SecuritySettings } from './security-settings.entity.js';
import { SecuritySettingsController } from './security-settings.controller.js';
import { SecuritySettingsService } from './security-settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SecuritySettings, AuditEntry])],
  controllers: [SecuritySettingsController],
  providers: [SecuritySettingsService, SecurityJobs],
  exports: [SecuritySettingsService],
})
export class SecurityModule {}
