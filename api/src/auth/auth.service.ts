import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import type { RequestUser } from '../common/request-user.js';
import { UsersService } from '../users/users.service.js';
import { AdminSession } from './admin-session.entity.js';
import { TwoFactorService } from './two-factor.service.js';
import type { AdminUser } from '../users/admin-user.entity.js';
import { isEmail, LIMITS } from '@konak/contract';

interface TokenPayload {
  sub: string;
  /** The session the token belongs to: deleting its row voids the token at once. */
  sid: string;
  /** The user's password_changed_at when the token was issued: a later password change voids it. */
  pca: number;
  exp?: number;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** A right password answers the token, or — when the user has a second factor, or their role must
   *  have one and they have none yet — a challenge for the second step (TwoFactorController). */
  async login(
    emailInput: string,
    password: string,
    clientIp: string,
  ): Promise<
    | { access_token: string }
    | { two_factor_required: true; challenge: string }
    | { two_factor_setup_required: true; challenge: string }
  > {
    const email = emailInput.trim().toLowerCase();
    const user = await this.users.checkPassword(email, password, clientIp);
    if (!user) {
      // A run of guesses at one account shows by its address; typed text that is not an address (a
      // password typed into the wrong field) is never kept.
      await this.audit.record({
        action: 'login_failed',
        type: 'user',
        title: auditableEmail(email),
        actor: { userId: null, userName: '' },
      });
      throw new DomainError('invalid_credentials');
    }
    const challenge = await this.twoFactor.afterPassword(user);
    if (challenge) return challenge;
    return { access_token: await this.signedIn(user) };
  }

  /** The end of a sign-in (after the password, and the second factor when there is one): audited, and
   *  the session opened. */
  async signedIn(user: AdminUser): Promise<string> {
    await this.audit.record({
      action: 'login',
      type: 'user',
      id: user.id,
      title: user.email,
      actor: { userId: user.id, userName: user.name, userEmail: user.email },
    });
    return this.openSession(user.id, user.password_changed_at);
  }

  /** Ends one session (logout) or, with `everywhere`, every session of its user. */
  async logout(user: RequestUser, everywhere: boolean): Promise<void> {
    await this.sessions.delete(everywhere ? { user_id: user.id } : { id: user.sessionId });
    await this.audit.record({
      action: 'logout',
      type: 'user',
      id: user.id,
      title: user.email,
      after: everywhere ? { everywhere } : null,
    });
  }

  /** The user a token belongs to, or null when it is invalid, expired, logged out, or its user was
   *  deleted or has changed password since. */
  async authenticate(token: string): Promise<RequestUser | null> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload & object>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || typeof payload.sid !== 'string') return null;
    const session = await this.sessions.findOne({ where: { id: payload.sid }, relations: { user: true } });
    const user = session?.user;
    if (
      !user ||
      user.id !== id ||
      user.password_changed_at !== payload.pca ||
      session.expires_at <= Date.now()
    )
      return null;
    return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: session.id };
  }

  private async openSession(userId: number, passwordChangedAt: number): Promise<string> {
    const sid = randomBytes(32).toString('base64url');
    const token = await this.jwt.signAsync({
      sub: String(userId),
      sid,
      pca: passwordChangedAt,
    } satisfies TokenPayload);
    const { exp } = this.jwt.decode<TokenPayload>(token);
    await this.sessions.delete({ expires_at: LessThan(Date.now()) });
    await this.sessions.insert({ id: sid, user_id: userId, expires_at: (exp ?? 0) * 1000 });
    return token;
  }
}

/** What a failed sign-in keeps of the typed address: lower-cased and trimmed, only when it is a valid
 *  e-mail address of at most 254 characters; otherwise nothing. */
export function auditableEmail(typed: string): string {
  const email = typed.trim().toLowerCase();
  return email.length <= LIMITS.email && isEmail(email) ? email : '';
}
