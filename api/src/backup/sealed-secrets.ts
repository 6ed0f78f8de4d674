// After a restore (issue 28): the values SecretBox sealed — two-factor secrets and webhook signing secrets
// — open only under the key of the server that sealed them, derived from its JWT secret, which an archive
// never holds (common/secret-box.ts). Restored on a new machine with a new JWT secret, every administrator
// with two-factor sign-in would be locked out, owners included. The restore says so, naming them and the
// cure (start with the old JWT_SECRET), and with --reset-sealed turns those second factors off (the
// administrators sign in with their password and enrol again) and pauses those webhooks (the owner deletes
// and adds them again for a new secret).
import { IsNull, Not, type DataSource } from 'typeorm';
import { SecretBox } from '../common/secret-box.js';
import { AdminUser } from '../users/admin-user.entity.js';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity.js';

export interface SealedCheck {
  /** E-mails of administrators whose two-factor secret does not open with this server's key. */
  twoFactor: string[];
  /** Addresses of webhook endpoints whose signing secret does not open with this server's key. */
  webhooks: string[];
}

/** The sealed values the target server cannot open. Both tables are small (administrators, and at most
 *  WEBHOOK_LIMITS.endpoints endpoints plus the trash), so they are read whole. */
export async function unreadableSecrets(ds: DataSource, box: SecretBox): Promise<SealedCheck> {
  const users = await ds.getRepository(AdminUser).find({
    where: { totp_secret: Not(IsNull()) },
    select: { id: true, email: true, totp_secret: true },
    order: { id: 'ASC' },
  });
  const endpoints = await ds.getRepository(WebhookEndpoint).find({
    select: { id: true, url: true, secret: true },
    withDeleted: true,
    order: { id: 'ASC' },
  });
  return {
    twoFactor: users.filter((u) => box.open('totp-secret', u.totp_secret!) === null).map((u) => u.email),
    webhooks: endpoints.filter((e) => box.open('webhook-secret', e.secret) === null).map((e) => e.url),
  };
}

/** Turns off the second factors and pauses the endpoints `found` names. */
export async function resetUnreadable(ds: DataSource, found: SealedCheck): Promise<void> {
  await ds.transaction(async (m) => {
    for (const email of found.twoFactor)
      await m.update(
        AdminUser,
        { email },
        { totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_recovery_codes: null },
      );
    for (const url of found.webhooks)
      await m.getRepository(WebhookEndpoint).update({ url }, { active: false });
  });
}

/** The restore's closing lines about them (none when every sealed value opens). */
export function sealedReport(found: SealedCheck, reset: boolean): string[] {
  if (!found.twoFactor.length && !found.webhooks.length) return [];
  const what = [
    found.twoFactor.length &&
      `the two-factor sign-in of ${found.twoFactor.length} administrator(s) (${found.twoFactor.join(', ')})`,
    found.webhooks.length &&
      `the signing secret of ${found.webhooks.length} webhook(s) (${found.webhooks.join(', ')})`,
  ].filter(Boolean);
  return reset
    ? [
        `Reset ${what.join(' and ')}: they were sealed under another server's key. Those administrators sign in with their password and set two-factor up again; those webhooks are paused — delete and add them again for a new secret.`,
      ]
    : [
        `Warning: ${what.join(' and ')} do not open with this server's key: they were sealed under the JWT secret of the server that wrote the archive.`,
        `Start this server with that JWT_SECRET (or its DATA_DIR/jwt-secret file) and they work; if it is lost, run the restore again with --force --reset-sealed to turn them off.`,
      ];
}
