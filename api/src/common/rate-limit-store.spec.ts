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
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => stores[i % 2].admit([rule('shared', 7)], 1000, `hit-${i}`)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(7);
  });
});

describe('MemoryRateLimitStore under a flood', () => {
  it('never lets other traffic evict a live security counter (login, reset), and stays bounded for the rest', async () => {
    const store = new MemoryRateLimitStore();
    const WINDOW = 15 * MINUTE;
    for (let i = 0; i < 10; i++)
      await store.admit([rule('login:ip:198.51.100.7', 10, WINDOW)], 1000, `g${i}`);
    await store.record('login:account:owner@konak.test', WINDOW, 1000, 'a');
    await store.waitUntil('login:account:owner@konak.test:wait', 900_000, 1000);
    await store.admit([rule('reset:ip:198.51.100.7', 5, WINDOW)], 1000, 'r');
    // 30,001 cheap honeypot posts and brochures from distinct addresses.
    for (let i = 0; i <= 30_000; i++)
      await store.admit(
        [rule(`contact:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 5, 10 * MINUTE)],
        2000 + i,
        `c${i}`,
      );
    expect(await store.admit([rule('login:ip:198.51.100.7', 10, WINDOW)], 40_000, 'x')).toBeGreaterThan(800);
    expect(await store.record('login:account:owner@konak.test', WINDOW, 40_000, 'b')).toBe(2);
    expect(await store.admit([rule('reset:ip:198.51.100.7', 1, WINDOW)], 40_000, 'y')).toBeGreaterThan(0);
    expect(store.sizes().contact).toBeLessThanOrEqual(10_001);
  });

  it('drops a security counter once its window has passed', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i <= 10_001; i++)
      await store.record(`login:ip:10.0.${i >> 8}.${i & 255}`, MINUTE, 0, `h${i}`);
    expect(store.sizes().login).toBe(10_002);
    await store.record('login:ip:203.0.113.1', MINUTE, 2 * MINUTE, 'late');
    expect(store.sizes().login).toBe(1);
  });
});
