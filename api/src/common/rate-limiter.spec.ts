import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('lets `limit` hits through, then answers the seconds until the oldest one leaves the window', () => {
    const limiter = new RateLimiter(2, 60_000);
    limiter.hit('a', 0);
    limiter.hit('a', 10_000);
    expect(limiter.retryAfter('a', 20_000)).toBe(40);
    expect(limiter.retryAfter('b', 20_000)).toBe(0);
    expect(limiter.retryAfter('a', 60_001)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit('a', 0);
    limiter.reset('a');
    expect(limiter.retryAfter('a', 1)).toBe(0);
  });
});

describe('RateLimiter counting', () => {
  it('counts hits in the window and takes back one counted in advance', () => {
    const limiter = new RateLimiter(3, 60_000);
    limiter.hit('a', 0);
    limiter.hit('a', 5);
    expect(limiter.count('a', 10)).toBe(2);
    limiter.unhit('a', 5);
    expect(limiter.count('a', 10)).toBe(1);
    expect(limiter.count('a', 60_001)).toBe(0);
  });
});
