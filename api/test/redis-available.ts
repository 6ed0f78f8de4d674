// Redis for the tests that need it: REDIS_TEST_URL (default redis://127.0.0.1:6379/15, a database of
// its own) and a key prefix of each test's own, so runs never see each other's keys.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_TEST_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379/15';

/** Whether Redis answers; logs why the tests that need it are skipped when it does not. */
export async function redisAnswers(what: string): Promise<boolean> {
  const probe = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(
      `SKIPPED ${what}: Redis does not answer at ${REDIS_TEST_URL} (start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no)`,
    );
    return false;
  } finally {
    probe.disconnect();
  }
}

export const testPrefix = () => `konak-test-${randomBytes(6).toString('hex')}:`;
