import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { claimRow, dueIds, type QueueShape } from '../common/claim-due.js';
import { Clock } from '../common/clock.js';
import { SecretBox } from '../common/secret-box.js';
import { escapeHtml } from '../site/html.js';
import { Mailer, type OutgoingMail } from './mailer.js';
import { MailOutbox, type LeadMailKind, type OutboxKind, type OutboxStatus } from './mail-outbox.entity.js';

const MINUTE = 60_000;
/** Wait after the 1st, 2nd, … failed attempt; after the last one the row is "failed". */
export const BACKOFF_MS = [1, 5, 15, 60, 60, 60, 60].map((m) => m * MINUTE);
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** How long a claimed row stays out of other workers' reach (a crashed worker's row comes back). */
const LEASE_MS = 5 * MINUTE;
const BATCH = 20;
const QUEUE: QueueShape = { open: ['queued', 'retrying'], leaseMs: LEASE_MS };

export interface OutboxState {
  id: number;
  kind: LeadMailKind;
  status: OutboxStatus;
  attempts: number;
  last_error: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
}

@Injectable()
export class OutboxService {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    @InjectRepository(MailOutbox) private readonly repo: Repository<MailOutbox>,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly box: SecretBox,
  ) {}

  get enabled() {
    return this.mailer.enabled;
  }

  /** Queues a mail inside the caller's transaction (the row exists exactly when the request does).
   *  `secrets` (a reset link) are never stored in clear: the text and html name them by slot
   *  (`{{name}}`), the values are sealed with SecretBox, put in only at send time, and the sealed copy is
   *  cleared once the mail is sent or given up — the row then holds nothing that opens an account. */
  async enqueue(
    manager: EntityManager,
    mail: OutgoingMail & { kind: OutboxKind; contactId: number | null; secrets?: Record<string, string> },
  ): Promise<void> {
    await manager.insert(MailOutbox, {
      kind: mail.kind,
      contact_id: mail.contactId,
      to_address: mail.to,
      subject: mail.subject.slice(0, 255),
      text: mail.text,
      html: mail.html,
      sealed: mail.secrets ? this.box.seal('outbox', JSON.stringify(mail.secrets)) : null,
      status: 'queued',
      attempts: 0,
      next_attempt_at: this.clock.now().getTime(),
      last_error: '',
      claim_token: null,
      sent_at: null,
    });
  }

  /** Sends what is due. Each row is claimed first (common/claim-due.ts), so several API instances never
   *  send the same mail twice. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    if (!this.mailer.enabled) return 0;
    const now = this.clock.now().getTime();
    let sent = 0;
    for (const id of await dueIds(this.repo, QUEUE, now, BATCH)) {
      const token = await claimRow(this.repo, QUEUE, id, now);
      if (!token) continue;
      const row = await this.repo.findOneBy({ id, claim_token: token });
      if (!row) continue;
      const secrets = row.sealed === null ? {} : this.openSecrets(row.sealed);
      if (!secrets) {
        // Sealed under another JWT_SECRET: the link cannot be rebuilt; the user asks for a new one.
        await this.repo.update(
          { id, claim_token: token },
          {
            status: 'failed',
            last_error: 'Gizli içerik açılamadı (JWT_SECRET değişmiş); gönderilmedi',
            sealed: null,
            claim_token: null,
          },
        );
        continue;
      }
      try {
        await this.mailer.send({
          to: row.to_address,
          subject: row.subject,
          text: fill(row.text, secrets, (v) => v),
          html: fill(row.html, secrets, escapeHtml),
        });
        await this.repo.update(
          { id, claim_token: token },
          {
            status: 'sent',
            attempts: row.attempts + 1,
            sent_at: this.clock.now().getTime(),
            last_error: '',
            sealed: null,
            claim_token: null,
          },
        );
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const reason = describeSmtpError(error);
        await this.repo.update(
          { id, claim_token: token },
          {
            status: failed ? 'failed' : 'retrying',
            attempts,
            last_error: reason.slice(0, 500),
            next_attempt_at: this.clock.now().getTime() + (failed ? 0 : BACKOFF_MS[attempts - 1]),
            ...(failed ? { sealed: null } : {}),
            claim_token: null,
          },
        );
        this.logger.warn(
          `mail ${id} (${row.kind}) attempt ${attempts} failed${failed ? ', giving up' : ''}: ${reason}`,
        );
      }
    }
    return sent;
  }

  private openSecrets(sealed: string): Record<string, string> | null {
    const opened = this.box.open('outbox', sealed);
    if (opened === null) return null;
    const secrets: unknown = JSON.parse(opened);
    return secrets && typeof secrets === 'object' ? (secrets as Record<string, string>) : null;
  }

  /** The outbox rows of some contact requests, oldest first. */
  async statesFor(contactIds: number[]): Promise<Map<number, OutboxState[]>> {
    const map = new Map<number, OutboxState[]>();
    if (!contactIds.length) return map;
    const rows = await this.repo.find({ where: { contact_id: In(contactIds) }, order: { id: 'ASC' } });
    for (const row of rows) {
      const list = map.get(row.contact_id!) ?? [];
      list.push(toState(row));
      map.set(row.contact_id!, list);
    }
    return map;
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const rows = await this.repo
      .createQueryBuilder('m')
      .select('m.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .groupBy('m.status')
      .getRawMany<{ status: OutboxStatus; n: string | number }>();
    const counts = { queued: 0, sent: 0, retrying: 0, failed: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }

  /** After an erasure: the mails about these requests keep no personal data, and unsent ones are dropped. */
  async forgetContacts(manager: EntityManager, contactIds: number[]): Promise<void> {
    for (let i = 0; i < contactIds.length; i += 500) {
      const ids = contactIds.slice(i, i + 500);
      await manager.update(
        MailOutbox,
        { contact_id: In(ids), status: In(['queued', 'retrying']) },
        { status: 'failed', last_error: 'Kişisel veriler silindi; gönderilmedi' },
      );
      await manager.update(MailOutbox, { contact_id: In(ids) }, { subject: 'Silindi', text: '', html: '' });
    }
  }
}

function toState(row: MailOutbox): OutboxState {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: row.id,
    // Read for contact requests only (statesFor), whose mails are alerts and reminders.
    kind: row.kind as LeadMailKind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.status === 'queued' || row.status === 'retrying' ? iso(row.next_attempt_at) : null,
    sent_at: iso(row.sent_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One readable line for the admin: the SMTP answer or the network error. */
function describeSmtpError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e?.responseCode) return `SMTP ${e.responseCode}: ${e.response ?? e.message ?? ''}`.trim();
  if (e?.code) return `${e.code}: ${e.message ?? ''}`.trim();
  return e?.message ?? String(error);
}

/** `template` with each `{{name}}` slot replaced by its secret, encoded for where it goes. */
function fill(template: string, secrets: Record<string, string>, encode: (value: string) => string): string {
  return template.replace(/\{\{([a-z_]+)\}\}/g, (slot, name: string) =>
    name in secrets ? encode(secrets[name]) : slot,
  );
}
