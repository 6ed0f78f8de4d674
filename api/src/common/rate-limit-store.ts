// Where rate limits count: one interface, two stores. MemoryRateLimitStore (the default) counts in this
// process; RedisRateLimitStore (api/src/redis, when REDIS_URL is set) counts for every instance at once,
// so N instances behind a load balancer allow no more attempts than one. Both keep sliding windows of
// individual hits (a hit has an id, so one counted in advance can be taken back), and `admit` checks and
// counts in one step, so parallel attempts cannot slip past a limit between the check and the count.

/** At most `limit` hits of `key` within `windowMs`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** While `untilKey` holds a moment still ahead, clients whose `hitsKey` has a hit inside `windowMs`
 *  must wait until then (the login throttle's account slow-down). */
export interface WaitGate {
  untilKey: string;
  hitsKey: string;
  windowMs: number;
}

export interface RateLimitStore {
  /** When every rule has room and the gate is open, counts hit `id` at `now` on every rule's key and
   *  answers 0; otherwise counts nothing and answers the seconds to wait. */
  admit(rules: LimitRule[], now: number, id: string, gate?: WaitGate): Promise<number>;
  /** Counts hit `id` at `now` on `key`; answers how many hits `key` has within `windowMs`. */
  record(key: string, windowMs: number, now: number, id: string): Promise<number>;
  /** Takes back hit `id` of `key`. */
  forget(key: string, id: string): Promise<void>;
  /** Forgets every hit of `key`. */
  reset(key: string): Promise<void>;
  /** Sets `key`'s wait-until moment (kept until it passes). */
  waitUntil(key: string, until: number, now: number): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RateLimitStore');

const MAX_KEYS = 10_000;

interface Hit {
  at: number;
  id: string;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, Hit[]>();
  private readonly windows = new Map<string, number>();
  private readonly waits = new Map<string, number>();

  async admit(rules: LimitRule[], now: number, id: string, gate?: WaitGate): Promise<number> {
    let wait = 0;
    for (const rule of rules) {
      const recent = this.recent(rule.key, rule.windowMs, now);
      if (recent.length >= rule.limit) wait = Math.max(wait, Math.ceil((recent[recent.length - rule.limit].at + rule.windowMs - now) / 1000));
    }
    if (gate) {
      const until = this.waits.get(gate.untilKey) ?? 0;
      if (until > now && this.recent(gate.hitsKey, gate.windowMs, now).length > 0) wait = Math.max(wait, Math.ceil((until - now) / 1000));
    }
    if (wait > 0) return wait;
    for (const rule of rules) this.add(rule.key, rule.windowMs, now, id);
    return 0;
  }

  async record(key: string, windowMs: number, now: number, id: string): Promise<number> {
    return this.add(key, windowMs, now, id).length;
  }

  async forget(key: string, id: string): Promise<void> {
    const hits = this.hits.get(key);
    const i = hits?.findIndex((h) => h.id === id) ?? -1;
    if (i >= 0) hits!.splice(i, 1);
  }

  async reset(key: string): Promise<void> {
    this.drop(key);
  }

  async waitUntil(key: string, until: number, now: number): Promise<void> {
    this.waits.set(key, until);
    if (this.waits.size > MAX_KEYS) for (const [k, u] of this.waits) if (u <= now) this.waits.delete(k);
  }

  private add(key: string, windowMs: number, now: number, id: string) {
    const recent = this.recent(key, windowMs, now);
    recent.push({ at: now, id });
    this.hits.set(key, recent);
    this.windows.set(key, windowMs);
    if (this.hits.size > MAX_KEYS) this.sweep(now);
    return recent;
  }

  /** `key`'s hits inside the window, oldest first (older ones are dropped). */
  private recent(key: string, windowMs: number, now: number) {
    const recent = (this.hits.get(key) ?? []).filter((h) => h.at > now - windowMs);
    if (recent.length) this.hits.set(key, recent);
    else this.drop(key);
    return recent;
  }

  /** Keys with no hit left in their window go first; in a spread-out flood of live keys the oldest go
   *  next, so memory stays bounded. */
  private sweep(now: number) {
    for (const [key, hits] of this.hits) if (!hits.some((h) => h.at > now - (this.windows.get(key) ?? 0))) this.drop(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS / 2) break;
      this.drop(key);
    }
  }

  private drop(key: string) {
    this.hits.delete(key);
    this.windows.delete(key);
  }
}
