// Two-factor sign-in (issue 27): enrolment (a sealed secret, a QR code, then a first code switches it on
// and hands out 10 recovery codes shown once), the second step of a sign-in, switching it off, and an
// owner's reset of someone else's. A code is accepted once: the step of the last accepted code is stored
// and only a later one passes (compare-and-set, so two requests racing with one code cannot both win).
// Codes typed at sign-in or to switch it off are judged under the login throttle: a wrong one counts as
// a failed login for the client and the account.
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors.js';
import type { RequestUser } from '../common/request-user.js';
import { SecretBox } from '../common/secret-box.js';
import { ValidationFailed } from '../common/validation.js';
import { SecuritySettingsService } from '../security/security-settings.service.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from '../users/admin-user.entity.js';
import { LoginThrottle } from './login-throttle.js';
import {
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  qrDataUrl,
  totpStep,
  totpUri,
} from './two-factor.js';

/** What a challenge lets its holder do: finish a sign-in with a code, or (a role that must use a second
 *  factor, not enrolled yet) enrol before getting a token. */
export type ChallengePurpose = '2fa' | 'enrol';
const CHALLENGE_TTL = { '2fa': '5m', enrol: '15m' } as const;

interface ChallengePayload {
  sub: string;
  typ: ChallengePurpose;
  /** password_changed_at when issued: a password change voids a pending challenge. */
  pca: number;
}

export const CODE_INVALID =
  'Doğrulama kodu hatalı veya süresi geçmiş. Uygulamadaki güncel kodu ya da kullanılmamış bir kurtarma kodunu girin.';

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  /** The owner requires a second factor of this user's role. */
  required: boolean;
}

@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    private readonly box: SecretBox,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottle,
    private readonly settings: SecuritySettingsService,
    private readonly audit: AuditService,
  ) {}

  /** After a right password: null when the user may have a token at once, else the challenge answer. */
  async afterPassword(
    user: AdminUser,
  ): Promise<
    | { two_factor_required: true; challenge: string }
    | { two_factor_setup_required: true; challenge: string }
    | null
  > {
    if (user.totp_enabled_at)
      return { two_factor_required: true, challenge: await this.challenge(user, '2fa') };
    if (await this.settings.requiresTwoFactor(user.role))
      return { two_factor_setup_required: true, challenge: await this.challenge(user, 'enrol') };
    return null;
  }

  /** The user a challenge of `purpose` was issued to, or 401 when it is not one (expired, forged, or
   *  their password changed since). */
  async fromChallenge(challenge: string, purpose: ChallengePurpose): Promise<AdminUser> {
    let payload: ChallengePayload;
    try {
      payload = await this.jwt.verifyAsync<ChallengePayload & object>(challenge, { algorithms: ['HS256'] });
    } catch {
      throw new DomainError('two_factor_challenge_invalid');
    }
    const user = payload.typ === purpose ? await this.users.findOneBy({ id: Number(payload.sub) }) : null;
    if (!user || user.password_changed_at !== payload.pca)
      throw new DomainError('two_factor_challenge_invalid');
    return user;
  }

  /** The second step of a sign-in: the challenge's user when `code` (an app code or a recovery code) is
   *  right, judged under the login throttle. */
  async verifySignIn(challenge: string, code: string, clientIp: string): Promise<AdminUser> {
    const user = await this.fromChallenge(challenge, '2fa');
    await this.checkUnderThrottle(user, code, clientIp);
    return user;
  }

  async status(user: RequestUser): Promise<TwoFactorStatus> {
    const row = await this.withSecrets(user.id);
    return {
      enabled: !!row.totp_enabled_at,
      recovery_codes_left: recoveryDigests(row).length,
      required: await this.settings.requiresTwoFactor(row.role),
    };
  }

  /** Starts (or restarts) enrolment: a new secret, sealed, not active until a code from it is confirmed. */
  async setup(userId: number): Promise<{ secret: string; otpauth_uri: string; qr_code: string }> {
    const row = await this.withSecrets(userId);
    if (row.totp_enabled_at) throw new DomainError('two_factor_already_enabled');
    const secret = newTotpSecret();
    await this.users.update(
      { id: userId },
      { totp_secret: this.box.seal('totp-secret', secret), totp_last_step: null, totp_recovery_codes: null },
    );
    const uri = totpUri(secret, row.email);
    return { secret, otpauth_uri: uri, qr_code: await qrDataUrl(uri) };
  }

  /** Confirms enrolment with a first code; answers the recovery codes, shown this once. */
  async enable(userId: number, code: string): Promise<{ recovery_codes: string[] }> {
    const row = await this.withSecrets(userId);
    if (row.totp_enabled_at) throw new DomainError('two_factor_already_enabled');
    const secret = row.totp_secret ? this.box.open('totp-secret', row.totp_secret) : null;
    if (!secret) throw new DomainError('two_factor_setup_missing');
    if (!(await this.acceptTotp(row, secret, code))) throw codeInvalid();
    const codes = newRecoveryCodes();
    await this.users.update(
      { id: userId },
      {
        totp_enabled_at: this.clock.now().getTime(),
        totp_recovery_codes: JSON.stringify(codes.map((c) => this.recoveryDigest(c))),
      },
    );
    await this.audit.record({
      action: 'two_factor_enable',
      type: 'user',
      id: userId,
      title: row.email,
      actor: { userId, userName: row.name, userEmail: row.email },
    });
    return { recovery_codes: codes };
  }

  /** Switches one's own second factor off: proven with a current code or a recovery code. */
  async disable(user: RequestUser, code: string, clientIp: string): Promise<void> {
    const row = await this.withSecrets(user.id);
    if (!row.totp_enabled_at) throw new DomainError('two_factor_not_enabled');
    await this.checkUnderThrottle(row, code, clientIp);
    await this.clear(user.id);
    await this.audit.record({ action: 'two_factor_disable', type: 'user', id: user.id, title: row.email });
  }

  /** An owner switches another administrator's second factor off (a lost phone and lost recovery codes):
   *  audited; that user's sessions end, so the next sign-in follows the rules in force. */
  async reset(email: string, actor: RequestUser): Promise<void> {
    const row = await this.users.findOneBy({ email: email.toLowerCase() });
    if (!row) throw new DomainError('not_found');
    if (row.id === actor.id) throw new DomainError('two_factor_reset_self');
    if (!row.totp_enabled_at) throw new DomainError('two_factor_not_enabled');
    await this.clear(row.id);
    await this.sessions.delete({ user_id: row.id });
    await this.audit.record({ action: 'two_factor_reset', type: 'user', id: row.id, title: row.email });
  }

  private async clear(userId: number) {
    await this.users.update(
      { id: userId },
      { totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_recovery_codes: null },
    );
  }

  private challenge(user: AdminUser, typ: ChallengePurpose): Promise<string> {
    return this.jwt.signAsync(
      { sub: String(user.id), typ, pca: user.password_changed_at } satisfies ChallengePayload,
      { expiresIn: CHALLENGE_TTL[typ] },
    );
  }

  /** An app code or a recovery code, counted as a login attempt; 422 at the field when wrong. */
  private async checkUnderThrottle(user: AdminUser, code: string, clientIp: string): Promise<void> {
    const ticket = await this.throttle.admit(clientIp, user.email);
    if ('retryAfter' in ticket) throw new DomainError('too_many_login_attempts', ticket.retryAfter);
    const row = await this.withSecrets(user.id);
    const secret =
      row.totp_enabled_at && row.totp_secret ? this.box.open('totp-secret', row.totp_secret) : null;
    const ok =
      !!secret && ((await this.acceptTotp(row, secret, code)) || (await this.useRecoveryCode(row, code)));
    if (!ok) {
      await this.throttle.failed(ticket);
      throw codeInvalid();
    }
    await this.throttle.succeeded(ticket);
  }

  /** Accepts an app code once: its step must be later than the last accepted one. */
  private async acceptTotp(row: AdminUser, secret: string, code: string): Promise<boolean> {
    const step = totpStep(secret, code, this.clock.now().getTime());
    if (step === null) return false;
    const result = await this.users
      .createQueryBuilder()
      .update(AdminUser)
      .set({ totp_last_step: step })
      .where('id = :id', { id: row.id })
      .andWhere('(totp_last_step IS NULL OR totp_last_step < :step)', { step })
      .execute();
    return !!result.affected;
  }

  /** Uses up a recovery code: the list is replaced only if nobody changed it meanwhile. */
  private async useRecoveryCode(row: AdminUser, input: string): Promise<boolean> {
    const code = normalizeRecoveryCode(input);
    if (!code || !row.totp_recovery_codes) return false;
    const digests = recoveryDigests(row);
    const digest = this.recoveryDigest(code);
    if (!digests.includes(digest)) return false;
    const result = await this.users
      .createQueryBuilder()
      .update(AdminUser)
      .set({ totp_recovery_codes: JSON.stringify(digests.filter((d) => d !== digest)) })
      .where('id = :id', { id: row.id })
      .andWhere('totp_recovery_codes = :before', { before: row.totp_recovery_codes })
      .execute();
    if (result.affected)
      await this.audit.record({
        action: 'two_factor_recovery_code',
        type: 'user',
        id: row.id,
        title: row.email,
        actor: { userId: row.id, userName: row.name, userEmail: row.email },
      });
    return !!result.affected;
  }

  private recoveryDigest(code: string) {
    return this.box.digest('recovery-code', normalizeRecoveryCode(code) ?? code);
  }

  private async withSecrets(userId: number): Promise<AdminUser> {
    const row = await this.users
      .createQueryBuilder('u')
      .addSelect(['u.totp_secret', 'u.totp_last_step', 'u.totp_recovery_codes'])
      .where('u.id = :id', { id: userId })
      .getOne();
    if (!row) throw new DomainError('not_found');
    return row;
  }
}

function recoveryDigests(row: AdminUser): string[] {
  try {
    const list: unknown = JSON.parse(row.totp_recovery_codes ?? '[]');
    return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

function codeInvalid() {
  return new ValidationFailed([{ loc: ['body', 'code'], msg: CODE_INVALID, type: 'twoFactorCode' }]);
}
