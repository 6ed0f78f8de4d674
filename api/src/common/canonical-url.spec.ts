import { canonicalUrl } from './canonical-url.js';

describe('canonicalUrl', () => {
  it('gives every spelling Express answers alike one key', () => {
    expect(
      new Set(['/api/settings', '/api/SETTINGS', '/api/settings/', '/api/Settings//'].map(canonicalUrl)),
    ).toEqual(new Set(['/api/settings']));
    expect(canonicalUrl('/api/PROJECTS/gunes-evleri/')).toBe('/api/projects/gunes-evleri');
  });

  it('keeps the query as sent and leaves non-API addresses alone', () => {
    expect(canonicalUrl('/api/Blog/?page=2&q=Deniz')).toBe('/api/blog?page=2&q=Deniz');
    expect(canonicalUrl('/Projeler/X/')).toBe('/Projeler/X/');
  });

  it('folds an address with a long run of slashes inside it in one pass (no quadratic regex)', () => {
    // 200,000 slashes: a backtracking /\/+$/ would take minutes here, past the test's time-out.
    const run = '/'.repeat(200_000);
    expect(canonicalUrl(`/api${run}X`)).toBe(`/api${run}x`);
    expect(canonicalUrl(`/api/x${run}`)).toBe('/api/x');
  });
});
