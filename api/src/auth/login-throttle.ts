// Brute force made impossible without handing attackers a lock-out switch (OWASP ASVS 2.2.1). Every
// attempt is counted before its password is hashed, so parallel attempts cannot slip past the limit:
// - a client address: 10 failed logins in 15 minutes, whatever the account, then 429;
// - a client and an account: 5 failed logins in 15 minutes, then 429;
// - an account, from anywhere: from its 5th failure in 15 minutes each further failure doubles a wait
//   (2 s, 4 s, … at most 15 minutes). During the wait only clients with a clean record (no failure in
//   the window) are judged: a stranger cannot lock the real administrator out, and a spread-out attack
//   gets at most one guess per new address per wait.
// A correct password clears the client-and-account record. Kept per process (DESIGN "Scale path").
import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../common/rate-limiter.js';

const WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = { perClient: 10, perClientAndAccount: 5, accountSlowdownAfter: 5, maxAccountWaitMs: WINDOW_MS } as const;

export interface LoginTicket {
  client: string;
  pair: string;
  account: string;
  at: number;
}

/** IPv6 clients are counted per /64, the block one subscriber usually holds. */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  return `${ip.split(':').slice(0, 4).join(':')}::/64`;
}

@Injectable()
export class LoginThrottle {
  private readonly clients = new RateLimiter(LOGIN_LIMITS.perClient, WINDOW_MS);
  private readonly pairs = new RateLimiter(LOGIN_LIMITS.perClientAndAccount, WINDOW_MS);
  /** Failures per account, and the moment until which an account only judges clean clients. */
  private readonly accounts = new RateLimiter(Number.MAX_SAFE_INTEGER, WINDOW_MS);
  private readonly accountWaits = new Map<string, number>();

  /** Counts the attempt (synchronously, before any await) and returns its ticket, or the seconds the
   *  client must wait. */
  admit(clientIp: string, email: string, now = Date.now()): LoginTicket | { retryAfter: number } {
    const ip = clientKey(clientIp);
    const client = `ip:${ip}`;
    const pair = `pair:${ip} ${email}`;
    const account = `account:${email}`;
    const wait = Math.max(this.clients.retryAfter(client, now), this.pairs.retryAfter(pair, now), this.accountWait(account, client, now));
    if (wait > 0) return { retryAfter: wait };
    this.clients.hit(client, now);
    this.pairs.hit(pair, now);
    return { client, pair, account, at: now };
  }

  /** The password was right: the attempt counted in advance is taken back and the pair forgotten. */
  succeeded(ticket: LoginTicket) {
    this.clients.unhit(ticket.client, ticket.at);
    this.pairs.reset(ticket.pair);
  }

  /** The password was wrong: the attempt stays counted and the account's wait grows. */
  failed(ticket: LoginTicket, now = Date.now()) {
    this.accounts.hit(ticket.account, now);
    const failures = this.accounts.count(ticket.account, now);
    if (failures >= LOGIN_LIMITS.accountSlowdownAfter) {
      const waitMs = Math.min(1000 * 2 ** (failures - LOGIN_LIMITS.accountSlowdownAfter + 1), LOGIN_LIMITS.maxAccountWaitMs);
      this.accountWaits.set(ticket.account, now + waitMs);
      if (this.accountWaits.size > 10_000) for (const [key, until] of this.accountWaits) if (until <= now) this.accountWaits.delete(key);
    }
  }

  private accountWait(account: string, client: string, now: number): number {
    const until = this.accountWaits.get(account) ?? 0;
    if (until <= now || this.clients.count(client, now) === 0) return 0;
    return Math.ceil((until - now) / 1000);
  }
}
