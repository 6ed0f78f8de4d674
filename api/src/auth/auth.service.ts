import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DomainError } from '../common/errors.js';
import { RateLimiter } from '../common/rate-limiter.js';
import type { RequestUser } from '../common/request-user.js';
import { dummyHash, verifyPassword } from '../users/passwords.js';
import { UsersService } from '../users/users.service.js';

interface TokenPayload {
  sub: string;
  /** The user's password_changed_at when the token was issued: a later password change voids it. */
  pca: number;
}

@Injectable()
export class AuthService {
  /** Failed logins, counted per client address and per email: 5 in 15 minutes, then 429. */
  private readonly failures = new RateLimiter(5, 15 * 60_000);

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async login(emailInput: string, password: string, clientIp: string): Promise<{ access_token: string }> {
    const email = emailInput.trim().toLowerCase();
    const keys = [`ip:${clientIp}`, `email:${email}`];
    const wait = Math.max(...keys.map((k) => this.failures.retryAfter(k)));
    if (wait > 0) throw new DomainError('too_many_login_attempts', wait);

    const user = await this.users.findWithHash(email);
    // Unknown emails are checked against a dummy hash: same answer, about the same time.
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !valid) {
      for (const key of keys) this.failures.hit(key);
      throw new DomainError('invalid_credentials');
    }
    this.failures.reset(`email:${email}`);
    const payload: TokenPayload = { sub: String(user.id), pca: user.password_changed_at };
    return { access_token: await this.jwt.signAsync(payload) };
  }

  /** The user a token belongs to, or null when it is invalid, expired, or its user was deleted or has
   *  changed password since. */
  async authenticate(token: string): Promise<RequestUser | null> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload & object>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) return null;
    const user = await this.users.findById(id);
    if (!user || user.password_changed_at !== payload.pca) return null;
    return { id: user.id, email: user.email };
  }
}
