// Rate limits counted in Redis, for every instance at once. Each key is a sorted set of hits (score: the
// moment, member: the hit's id) that expires with its window; `admit` is one Lua script, so checking
// every rule and counting the hit is atomic across instances, exactly as in MemoryRateLimitStore.
import type { Redis } from 'ioredis';
import type { LimitRule, RateLimitStore, WaitGate } from '../common/rate-limit-store.js';

// KEYS: the rules' keys, then (with a gate) its until key and hits key.
// ARGV: now, id, rule count, the limits, the windows, then the gate's window.
const ADMIT = `
local now, id, n = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3])
local wait = 0
for i = 1, n do
  local limit, window = tonumber(ARGV[3 + i]), tonumber(ARGV[3 + n + i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local oldest = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, math.ceil((tonumber(oldest[2]) + window - now) / 1000))
  end
end
if #KEYS > n then
  local untilAt = tonumber(redis.call('GET', KEYS[n + 1]) or '0')
  local window = tonumber(ARGV[4 + 2 * n])
  if untilAt > now and redis.call('ZCOUNT', KEYS[n + 2], '(' .. (now - window), '+inf') > 0 then
    wait = math.max(wait, math.ceil((untilAt - now) / 1000))
  end
end
if wait > 0 then return wait end
for i = 1, n do
  redis.call('ZADD', KEYS[i], now, id)
  redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[3 + n + i]))
end
return 0
`;

const RECORD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])
`;

export class RedisRateLimitStore implements RateLimitStore {
  /** `redis` prefixes every key (its keyPrefix); these live under `limits:`. */
  constructor(private readonly redis: Redis) {}

  async admit(rules: LimitRule[], now: number, id: string, gate?: WaitGate): Promise<number> {
    const keys = rules.map((r) => key(r.key));
    const args: (string | number)[] = [
      now,
      id,
      rules.length,
      ...rules.map((r) => r.limit),
      ...rules.map((r) => r.windowMs),
    ];
    if (gate) {
      keys.push(key(gate.untilKey), key(gate.hitsKey));
      args.push(gate.windowMs);
    }
    return Number(await this.redis.eval(ADMIT, keys.length, ...keys, ...args));
  }

  async record(name: string, windowMs: number, now: number, id: string): Promise<number> {
    return Number(await this.redis.eval(RECORD, 1, key(name), now, windowMs, id));
  }

  async forget(name: string, id: string): Promise<void> {
    await this.redis.zrem(key(name), id);
  }

  async reset(name: string): Promise<void> {
    await this.redis.del(key(name));
  }

  async waitUntil(name: string, until: number, now: number): Promise<void> {
    if (until > now) await this.redis.set(key(name), until, 'PX', until - now);
  }
}

const key = (name: string) => `limits:${name}`;
