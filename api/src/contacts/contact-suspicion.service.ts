// Issue 26: a request kept as suspected spam (a filled honeypot, a form sent faster than a person types,
// one past its address's count) may be a buyer's after all. Whoever works the requests says so: it joins
// the normal list and gets, once, what it was kept from — the sales team's alert mail and the CRM event.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { webhookContact } from '../webhooks/webhook-contact.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { ContactRequest } from './contact-request.entity.js';
import { ContactsService } from './contacts.service.js';
import type { ContactRequestDto } from './dto/contact.dto.js';
import { alertMail } from './lead-mail.js';

@Injectable()
export class ContactSuspicionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsService,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly webhooks: WebhookEvents,
    private readonly audit: AuditService,
  ) {}

  /** Marks the request as not suspected. The alert (when mail is on and someone receives alerts) and the
   *  `contact.created` event are written with the change, as a new request's are; a request already in
   *  the normal list is answered as it is, nothing sent again. An erased request gets no alert: it has
   *  no name or phone left to call. */
  async clear(id: number): Promise<ContactRequestDto> {
    const repo = this.dataSource.getRepository(ContactRequest);
    const found = await repo.findOneBy({ id });
    if (!found) throw new DomainError('not_found');
    if (!found.suspicious) return this.contacts.toDto(found);
    // Read before the transaction: SQLite has one connection, and the transaction holds it.
    const recipients = this.outbox.enabled && !found.anonymised ? await this.settings.alertRecipients() : [];
    const mailContext = recipients.length ? await this.contacts.mailContext(found) : undefined;
    const reason = found.suspicious_reason;
    const cleared = await this.dataSource.transaction(async (manager) => {
      // Only the change that finds it still suspected sends anything: two clicks queue one alert.
      const { affected } = await manager.update(
        ContactRequest,
        { id, suspicious: true },
        { suspicious: false, suspicious_reason: '' },
      );
      const row = await manager.findOneBy(ContactRequest, { id });
      if (!row) throw new DomainError('not_found');
      if (!affected) return { row, changed: false };
      if (mailContext)
        await this.outbox.enqueue(manager, {
          kind: 'alert',
          contactId: row.id,
          to: recipients.join(', '),
          ...alertMail(row, mailContext),
        });
      if (!row.anonymised)
        await this.webhooks.emit('contact.created', { contact: webhookContact(row) }, manager);
      return { row, changed: true };
    });
    if (cleared.changed)
      await this.audit.record({
        action: 'update',
        type: 'contact_request',
        id,
        before: {
          status: cleared.row.status,
          notes: cleared.row.notes,
          suspicious: true,
          suspicious_reason: reason,
        },
        after: {
          status: cleared.row.status,
          notes: cleared.row.notes,
          suspicious: false,
          suspicious_reason: '',
        },
      });
    return this.contacts.toDto(cleared.row);
  }
}
