// The API's background worker: every few seconds it queues reminders and delivers the mail outbox; once
// a day it applies the retention periods. Started when the app starts, stopped when it closes. Several
// instances may run it at once: outbox rows and reminders are claimed by conditional UPDATEs.
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThan, type Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { ContactRequest } from './contact-request.entity.js';
import { ContactsService } from './contacts.service.js';
import { DataRequestsService } from './data-requests.service.js';
import { reminderMail } from './lead-mail.js';
import { workingHoursBetween } from './working-hours.js';

const DAY_MS = 86_400_000;
/** Only requests of the last two weeks get a reminder: an old backlog must not flood the inbox. */
const REMINDER_WINDOW_MS = 14 * DAY_MS;

@Injectable()
export class LeadJobs extends IntervalJob {
  private lastDaily = -Infinity;

  constructor(
    @InjectRepository(ContactRequest) private readonly repo: Repository<ContactRequest>,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly contacts: ContactsService,
    private readonly dataRequests: DataRequestsService,
    clock: Clock,
    @Inject(ENV) env: Env,
  ) {
    super(clock, env.jobsIntervalMs, 'background round');
  }

  protected async round() {
    if (this.outbox.enabled) {
      await this.queueReminders();
      await this.outbox.deliverDue();
    }
    const now = this.clock.now().getTime();
    if (now - this.lastDaily >= DAY_MS) {
      this.lastDaily = now;
      await this.dataRequests.eraseOldIps();
      await this.dataRequests.applyRetention();
    }
  }

  /** A reminder for each request still "new" after the set working hours (once per request). */
  async queueReminders(): Promise<number> {
    if (!this.outbox.enabled) return 0;
    const now = this.clock.now();
    const candidates = await this.repo.find({
      // Suspected spam gets no alert and no reminder. (IDX_contact_requests_status: the window's "new" rows.)
      where: {
        suspicious: false,
        status: 'new',
        reminder_queued: false,
        anonymised: false,
        created_at: MoreThan(new Date(now.getTime() - REMINDER_WINDOW_MS)),
      },
      order: { id: 'ASC' },
      take: 200,
    });
    const { reminder_hours } = await this.settings.leadSettings();
    const due = candidates.filter((c) => workingHoursBetween(new Date(c.created_at), now) >= reminder_hours);
    if (!due.length) return 0;
    const recipients = await this.settings.alertRecipients();
    if (!recipients.length) return 0;
    let queued = 0;
    for (const c of due) {
      const context = await this.contacts.mailContext(c);
      await this.dataSource.transaction(async (manager) => {
        // Claim: only the instance whose UPDATE changes the flag queues the mail.
        const { affected } = await manager.update(
          ContactRequest,
          { id: c.id, reminder_queued: false, status: 'new' },
          { reminder_queued: true },
        );
        if (!affected) return;
        await this.outbox.enqueue(manager, {
          kind: 'reminder',
          contactId: c.id,
          to: recipients.join(', '),
          ...reminderMail(c, context, reminder_hours),
        });
        queued++;
      });
    }
    return queued;
  }
}
