// "Şifremi unuttum": a one-time link by e-mail (through the durable outbox, so an SMTP outage delays it
// instead of losing it), valid for RESET_MINUTES, used once; setting the new password ends every
// session of the user. The answer to a request is the same whether the address is an administrator's
// or not. Requests are limited per client (IPv6 per /64), never per account: strangers asking for the
// owner's address can neither block the owner's own request nor flood their mailbox, because an account
// gets at most one mail per MAIL_INTERVAL — a request inside it is answered the same and sends nothing,
// and the link already mailed (valid RESET_MINUTES, longer than the interval) still works.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, type Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { clientKey } from '../common/client-key.js';
import { PasswordReset } from './password-reset.entity.js';
import { RESET_LINK_SLOT, passwordResetMail, resetLink } from './password-reset-mail.js';

export const RESET_MINUTES = 30;
const MINUTE = 60_000;
/** Per client: 5 requests in 15 minutes. Per account: one mail in 15 minutes (no refusal). */
export const RESET_LIMITS = {
  perClient: 5,
  clientWindowMs: 15 * MINUTE,
  mailIntervalMs: 15 * MINUTE,
} as const;

export const RESET_REQUESTED =
  'Bu adres bir yöneticiye aitse birkaç dakika içinde şifre yenileme bağlantısı gönderilecek. Gelen kutunuzu ve istenmeyen e-posta klasörünü kontrol edin.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** What the login page offers: the e-mailed link when SMTP is set up, else whom to ask. */
  async options(): Promise<{ by_email: boolean; contact_email: string }> {
    const site = await this.settings.get();
    return { by_email: this.outbox.enabled, contact_email: site.contact_email?.trim() ?? '' };
  }

  async request(emailInput: string, clientIp: string): Promise<{ detail: string }> {
    if (!this.outbox.enabled) throw new DomainError('password_reset_unavailable');
    const email = emailInput.trim().toLowerCase();
    const now = this.clock.now().getTime();
    const wait = await this.limits.admit(
      [
        {
          key: `reset:ip:${clientKey(clientIp)}`,
          limit: RESET_LIMITS.perClient,
          windowMs: RESET_LIMITS.clientWindowMs,
        },
      ],
      now,
      randomUUID(),
    );
    if (wait > 0) throw new DomainError('too_many_reset_requests', wait);
    const user = await this.users.findByEmail(email);
    await this.resets.delete({ expires_at: LessThan(now) });
    // One mail per account per interval, checked and counted in one step of the store.
    const mailDue =
      !!user &&
      (await this.limits.admit(
        [{ key: `reset:mail:${user.id}`, limit: 1, windowMs: RESET_LIMITS.mailIntervalMs }],
        now,
        randomUUID(),
      )) === 0;
    if (user && mailDue) {
      const token = randomBytes(32).toString('base64url');
      const siteUrl = this.env.siteUrl ?? `http://localhost:${this.env.port}`;
      // The link (the secret) goes into the outbox sealed; the stored body names its slot only.
      const mail = passwordResetMail(user.name, `{{${RESET_LINK_SLOT}}}`, RESET_MINUTES);
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(PasswordReset, {
          token_hash: digest(token),
          user_id: user.id,
          expires_at: now + RESET_MINUTES * MINUTE,
        });
        await this.outbox.enqueue(manager, {
          kind: 'password_reset',
          contactId: null,
          to: user.email,
          ...mail,
          secrets: { [RESET_LINK_SLOT]: resetLink(siteUrl, token) },
        });
      });
    }
    return { detail: RESET_REQUESTED };
  }

  /** Sets the new password through a link: the link's row is deleted first (only one request can do
   *  that), then every other link of the user, then the password and every session. */
  async confirm(token: string, password: string): Promise<void> {
    const row = await this.resets.findOneBy({ token_hash: digest(token) });
    if (!row || row.expires_at <= this.clock.now().getTime()) throw new DomainError('reset_link_invalid');
    const taken = await this.resets.delete({ token_hash: row.token_hash });
    if (taken.affected === 0) throw new DomainError('reset_link_invalid');
    await this.resets.delete({ user_id: row.user_id });
    await this.users.setPassword(row.user_id, password);
  }
}
