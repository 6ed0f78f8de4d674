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

/** Keys a purpose (the key's prefix before the first `:`) keeps before its expired keys are swept. */
const MAX_KEYS = 10_000;
/** Purposes whose counters stand between an attacker and an account (login attempts, reset requests):
 *  a live counter of theirs is never dropped to make room. Their growth is bounded by what feeds them —
 *  each login attempt waits for a password hash (at most a few at a time), each reset request for the
 *  per-client limit — while a flood of cheap requests (honeypot posts, brochures) only ever evicts
 *  counters of its own purpose. */
const SECURITY_PURPOSES = new Set(['login', 'reset']);

interface Hit {
  at: number;
  id: string;
}

/** One purpose's counters, bounded on their own. */
class Partition {
  readonly hits = new Map<string, Hit[]>();
  readonly windows = new Map<string, number>();
  constructor(readonly security: boolean) {}

  drop(key: string) {
    this.hits.delete(key);
    this.windows.delete(key);
  }

  /** Keys with no hit left in their window go first; past that, an ordinary purpose in a spread-out
   *  flood of live keys loses its oldest, so memory stays bounded; a security purpose keeps them. */
  sweep(now: number) {
    for (const [key, hits] of this.hits)
      if (!hits.some((h) => h.at > now - (this.windows.get(key) ?? 0))) this.drop(key);
    if (this.security) return;
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS / 2) break;
      this.drop(key);
    }
  }
}

const purposeOf = (key: string) => key.slice(0, Math.max(0, key.indexOf(':')));

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly partitions = new Map<string, Partition>();
  private readonly waits = new Map<string, number>();
  /** Where the next security sweep may run: a full partition of live keys is not rescanned per hit. */
  private readonly nextSweepAt = new Map<Partition, number>();

  async admit(rules: LimitRule[], now: number, id: string, gate?: WaitGate): Promise<number> {
    let wait = 0;
    for (const rule of rules) {
      const recent = this.recent(rule.key, rule.windowMs, now);
      if (recent.length >= rule.limit)
        wait = Math.max(
          wait,
          Math.ceil((recent[recent.length - rule.limit].at + rule.windowMs - now) / 1000),
        );
    }
    if (gate) {
      const until = this.waits.get(gate.untilKey) ?? 0;
      if (until > now && this.recent(gate.hitsKey, gate.windowMs, now).length > 0)
        wait = Math.max(wait, Math.ceil((until - now) / 1000));
    }
    if (wait > 0) return wait;
    for (const rule of rules) this.add(rule.key, rule.windowMs, now, id);
    return 0;
  }

  async record(key: string, windowMs: number, now: number, id: string): Promise<number> {
    return this.add(key, windowMs, now, id).length;
  }

  async forget(key: string, id: string): Promise<void> {
    const hits = this.partition(key).hits.get(key);
    const i = hits?.findIndex((h) => h.id === id) ?? -1;
    if (i >= 0) hits!.splice(i, 1);
  }

  async reset(key: string): Promise<void> {
    this.partition(key).drop(key);
  }

  async waitUntil(key: string, until: number, now: number): Promise<void> {
    this.waits.set(key, until);
    // Only passed moments go: a live wait is an account's slow-down, which no traffic may erase.
    if (this.waits.size > MAX_KEYS) for (const [k, u] of this.waits) if (u <= now) this.waits.delete(k);
  }

  private partition(key: string): Partition {
    const purpose = purposeOf(key);
    let partition = this.partitions.get(purpose);
    if (!partition) this.partitions.set(purpose, (partition = new Partition(SECURITY_PURPOSES.has(purpose))));
    return partition;
  }

  private add(key: string, windowMs: number, now: number, id: string) {
    const partition = this.partition(key);
    const recent = this.recent(key, windowMs, now);
    recent.push({ at: now, id });
    partition.hits.set(key, recent);
    partition.windows.set(key, windowMs);
    if (partition.hits.size > MAX_KEYS && now >= (this.nextSweepAt.get(partition) ?? 0)) {
      partition.sweep(now);
      // A security partition still over the bound holds only live keys: look again in a second.
      if (partition.hits.size > MAX_KEYS) this.nextSweepAt.set(partition, now + 1000);
    }
    return recent;
  }

  /** `key`'s hits inside the window, oldest first (older ones are dropped). */
  private recent(key: string, windowMs: number, now: number) {
    const partition = this.partition(key);
    const recent = (partition.hits.get(key) ?? []).filter((h) => h.at > now - windowMs);
    if (recent.length) partition.hits.set(key, recent);
    else partition.drop(key);
    return recent;
  }

  /** How many keys each purpose holds (tests, metrics). */
  sizes(): Record<string, number> {
    return Object.fromEntries([...this.partitions].map(([purpose, p]) => [purpose, p.hits.size]));
  }
}
