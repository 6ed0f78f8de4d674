// Brute force made impossible without handing attackers a lock-out switch (OWASP ASVS 2.2.1). Every
// attempt is counted before its password is hashed, so parallel attempts cannot slip past the limit:
// - a client address: 10 failed logins in 15 minutes, whatever the account, then 429;
// - a client and an account: 5 failed logins in 15 minutes, then 429;
// - an account, from anywhere: from its 5th failure in 15 minutes each further failure doubles a wait
//   (2 s, 4 s, … at most 15 minutes). During the wait only clients with a clean record (no failure in
//   the window) are judged: a stranger cannot lock the real administrator out, and a spread-out attack
//   gets at most one guess per new address per wait.
// A correct password clears the client-and-account record. Counted in the RateLimitStore: per process,
// or with REDIS_URL for every instance at once (N instances allow no more attempts than one).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { clientKey } from '../common/client-key.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';

const WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = {
  perClient: 10,
  perClientAndAccount: 5,
  accountSlowdownAfter: 5,
  maxAccountWaitMs: WINDOW_MS,
} as const;

export interface LoginTicket {
  client: string;
  pair: string;
  account: string;
  /** The attempt's hit, counted in advance on the client and pair records. */
  id: string;
}

@Injectable()
export class LoginThrottle {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /** Counts the attempt (checked and counted in one step of the store) and returns its ticket, or the
   *  seconds the client must wait. During an account's wait only clients with a clean record pass. */
  async admit(
    clientIp: string,
    email: string,
    now = Date.now(),
  ): Promise<LoginTicket | { retryAfter: number }> {
    const ip = clientKey(clientIp);
    const ticket = {
      client: `login:ip:${ip}`,
      pair: `login:pair:${ip} ${email}`,
      account: `login:account:${email}`,
      id: randomUUID(),
    };
    const wait = await this.store.admit(
      [
        { key: ticket.client, limit: LOGIN_LIMITS.perClient, windowMs: WINDOW_MS },
        { key: ticket.pair, limit: LOGIN_LIMITS.perClientAndAccount, windowMs: WINDOW_MS },
      ],
      now,
      ticket.id,
      { untilKey: `${ticket.account}:wait`, hitsKey: ticket.client, windowMs: WINDOW_MS },
    );
    return wait > 0 ? { retryAfter: wait } : ticket;
  }

  /** The password was right: the attempt counted in advance is taken back and the pair forgotten. */
  async succeeded(ticket: LoginTicket) {
    await Promise.all([this.store.forget(ticket.client, ticket.id), this.store.reset(ticket.pair)]);
  }

  /** The password was wrong: the attempt stays counted and the account's wait grows. */
  async failed(ticket: LoginTicket, now = Date.now()) {
    const failures = await this.store.record(ticket.account, WINDOW_MS, now, ticket.id);
    if (failures >= LOGIN_LIMITS.accountSlowdownAfter) {
      const waitMs = Math.min(
        1000 * 2 ** (failures - LOGIN_LIMITS.accountSlowdownAfter + 1),
        LOGIN_LIMITS.maxAccountWaitMs,
      );
      await this.store.waitUntil(`${ticket.account}:wait`, now + waitMs, now);
    }
  }
}
