import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditService } from './audit.service.js';
import { RequestContextInterceptor } from './request-context.js';

/** The audit log (issue 14) and the request context every write is recorded under. Global: each domain
 *  service injects AuditService with one line. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
