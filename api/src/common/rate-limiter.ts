// A small in-memory sliding-window counter. Kept per process: behind several instances each one
// counts on its own, which only loosens the limit by the instance count (see DESIGN "Scale path").
const MAX_KEYS = 10_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Seconds the key must wait before its next attempt, or 0 when it may go ahead. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.ceil((recent[0] + this.windowMs - now) / 1000);
  }

  hit(key: string, now = Date.now()) {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.sweep(now);
  }

  /** Hits of `key` still inside the window. */
  count(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
  }

  /** Takes back one hit counted in advance (at `at`). */
  unhit(key: string, at: number) {
    const times = this.hits.get(key);
    const i = times?.lastIndexOf(at) ?? -1;
    if (i >= 0) times!.splice(i, 1);
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private recent(key: string, now: number) {
    return (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
    // Still full of live keys (a spread-out flood): the oldest keys go first, memory stays bounded.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS / 2) break;
      this.hits.delete(key);
    }
  }
}
