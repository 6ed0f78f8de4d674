import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { expiresIn, loadJwtSecret } from '../auth/jwt-secret.js';
import type { Env } from '../config/env.js';
import { ENV } from '../config/env.module.js';
import { KvkkModule } from '../kvkk/kvkk.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ExportLinks } from './contact-export-link.js';
import { ContactRequest } from './contact-request.entity.js';
import { ContactSearchTerm } from './contact-search-term.entity.js';
import { ContactStatusChange } from './contact-status-change.entity.js';
import { ContactsController } from './contacts.controller.js';
import { ContactStatsService } from './contact-stats.service.js';
import { ContactSuspicionService } from './contact-suspicion.service.js';
import { ContactsService } from './contacts.service.js';
import { DataRequestsController } from './data-requests.controller.js';
import { DataRequestsService } from './data-requests.service.js';
import { Erasure } from './erasure.entity.js';
import { LeadJobs } from './lead-jobs.js';

/** Call-back requests: the public form, their administration, alerts and reminders, and the KVKK
 *  ledger's data-subject requests and retention. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContactRequest, Erasure, ContactStatusChange, ContactSearchTerm]),
    OutboxModule,
    SettingsModule,
    KvkkModule,
    // The export links are signed with the sessions' secret (auth/jwt-secret.ts), for their own purpose.
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({
        secret: loadJwtSecret(env),
        signOptions: { expiresIn: expiresIn(env.jwtExpiresIn), algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [ContactsController, DataRequestsController],
  providers: [
    ContactsService,
    ContactStatsService,
    ContactSuspicionService,
    DataRequestsService,
    LeadJobs,
    ExportLinks,
  ],
  exports: [ContactsService],
})
export class ContactsModule {}
