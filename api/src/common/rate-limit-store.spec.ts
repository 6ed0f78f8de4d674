import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/redis.js';
import { RedisRateLimitStore } from '../redis/redis-rate-limit-store.js';
import { REDIS_TEST_URL, redisAnswers, testPrefix } from '../../test/redis-available.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.js';

const MINUTE = 60_000;
const rule = (key: string, limit: number, windowMs = MINUTE) => ({ key, limit, windowMs });

/** The contract both stores keep. */
function behavesAsARateLimitStore(make: () => RateLimitStore | Promise<RateLimitStore>) {
  it('lets `limit` hits through, then answers the seconds until the oldest one leaves the window', async () => {
    const store = await make();
    expect(await store.admit([rule('a', 2)], 0, '1')).toBe(0);
    expect(await store.admit([rule('a', 2)], 10_000, '2')).toBe(0);
    expect(await store.admit([rule('a', 2)], 20_000, '3')).toBe(40);
    expect(await store.admit([rule('b', 2)], 20_000, '4')).toBe(0);
    expect(await store.admit([rule('a', 2)], 60_001, '5')).toBe(0);
  });

  it('counts on every rule or on none: a refused attempt leaves no hit behind', async () => {
    const store = await make();
    await store.admit([rule('full', 1)], 0, '1');
    expect(await store.admit([rule('free', 1), rule('full', 1)], 1000, '2')).toBe(59);
    expect(await store.admit([rule('free', 1)], 1000, '3')).toBe(0);
  });

  it('takes back a hit counted in advance, and forgets a key on reset', async () => {
    const store = await make();
    await store.admit([rule('a', 2)], 0, 'x');
    await store.admit([rule('a', 2)], 5, 'y');
    await store.forget('a', 'y');
    expect(await store.admit([rule('a', 2)], 10, 'z')).toBe(0);
    expect(await store.admit([rule('a', 2)], 11, 'w')).toBeGreaterThan(0);
    await store.reset('a');
    expect(await store.admit([rule('a', 2)], 12, 'v')).toBe(0);
  });

  it('records hits and answers how many are inside the window', async () => {
    const store = await make();
    expect(await store.record('r', MINUTE, 0, '1')).toBe(1);
    expect(await store.record('r', MINUTE, 30_000, '2')).toBe(2);
    expect(await store.record('r', MINUTE, 61_000, '3')).toBe(2);
  });

  it('keeps a gate closed until its moment, only for clients with a hit in the window', async () => {
    const store = await make();
    await store.waitUntil('gate', 10_000, 0);
    await store.record('dirty', MINUTE, 0, 'h');
    const gate = (hitsKey: string) => ({ untilKey: 'gate', hitsKey, windowMs: MINUTE });
    expect(await store.admit([rule('c1', 5)], 1000, '1', gate('dirty'))).toBe(9);
    expect(await store.admit([rule('c2', 5)], 1000, '2', gate('clean'))).toBe(0);
    expect(await store.admit([rule('c1', 5)], 10_000, '3', gate('dirty'))).toBe(0);
  });
}

describe('MemoryRateLimitStore', () => {
  behavesAsARateLimitStore(() => new MemoryRateLimitStore());
});

const withRedis = (await redisAnswers('RedisRateLimitStore')) ? describe : describe.skip;

withRedis('RedisRateLimitStore', () => {
  const connections: Redis[] = [];
  afterAll(() => connections.forEach((c) => c.disconnect()));
  /** A store on a prefix of its own (empty keys, like a new MemoryRateLimitStore). */
  const connect = async (prefix = testPrefix()) => {
    const redis = connectRedis(REDIS_TEST_URL, prefix);
    connections.push(redis);
    await redis.connect();
    return new RedisRateLimitStore(redis);
  };

  behavesAsARateLimitStore(connect);

  it('admits exactly `limit` of many parallel attempts from two instances', async () => {
    const prefix = testPrefix();
    const stores = [await connect(prefix), await connect(prefix)];
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2].admit([rule('shared', 7)], 1000, `hit-${i}`)));
    expect(waits.filter((w) => w === 0)).toHaveLength(7);
  });
});
