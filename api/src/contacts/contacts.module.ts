import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KvkkModule } from '../kvkk/kvkk.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ContactRequest } from './contact-request.entity.js';
import { ContactStatusChange } from './contact-status-change.entity.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsService } from './contacts.service.js';
import { DataRequestsController } from './data-requests.controller.js';
import { DataRequestsService } from './data-requests.service.js';
import { Erasure } from './erasure.entity.js';
import { LeadJobs } from './lead-jobs.js';

/** Call-back requests: the public form, their administration, alerts and reminders, and the KVKK
 *  ledger's data-subject requests and retention. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactRequest, Erasure, ContactStatusChange]), OutboxModule, SettingsModule, KvkkModule],
  controllers: [ContactsController, DataRequestsController],
  providers: [ContactsService, DataRequestsService, LeadJobs],
  exports: [ContactsService],
})
export class ContactsModule {}
