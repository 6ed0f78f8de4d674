import { assertJsonDepth, JsonTooDeepError } from './json-depth.js';

const bytes = (text: string) => Buffer.from(text);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('assertJsonDepth', () => {
  it('takes bodies up to the limit and refuses one level more', () => {
    expect(() => assertJsonDepth(bytes(nested(32)))).not.toThrow();
    expect(() => assertJsonDepth(bytes(nested(33)))).toThrow(JsonTooDeepError);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(() =>
      assertJsonDepth(bytes(JSON.stringify({ a: '[[[[{{{{'.repeat(100), b: 'say \\"[[[' }))),
    ).not.toThrow();
  });

  it('refuses 100,000 levels in one linear pass', () => {
    const started = performance.now();
    expect(() => assertJsonDepth(bytes(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`))).toThrow(
      JsonTooDeepError,
    );
    expect(performance.now() - started).toBeLessThan(200);
  });
});
