// The sample content of the company's site (SPEC §1, §9) and the artwork keys it uses.
import { SAMPLE_POSTS } from './blog.js';
import { SAMPLE_PROJECTS } from './projects.js';
import { SINGLETON_ARTWORK } from './singletons.js';
import { SAMPLE_PROGRESS } from './progress.js';

export * from './types.js';
export { SAMPLE_PROJECTS } from './projects.js';
export { SAMPLE_POSTS } from './blog.js';
export { SAMPLE_PROGRESS, type SeedProgressUpdate } from './progress.js';
export { SAMPLE_UNITS, type SeedProjectUnits } from './units.js';
export { SAMPLE_PAYMENT_PLANS, type SeedProjectPaymentPlans } from './payment-plans.js';
export { SAMPLE_KVKK_NOTICE } from './kvkk.js';
export { SAMPLE_FOREIGN_BUYERS, type SeedForeignBuyers } from './foreign-buyers.js';
export {
  sampleSingletons,
  singletonTexts,
  SINGLETON_ARTWORK,
  type SampleSingletons,
  type SiteDefaults,
} from './singletons.js';

export const ARTWORK_PREFIX = 'art:';

function walk(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => walk(v, visit));
}

/** Every artwork key the sample content uses, each once, in first-use order. */
export function allArtworkKeys(): string[] {
  const keys = new Set<string>(SINGLETON_ARTWORK);
  const content: unknown[] = [SAMPLE_PROJECTS, SAMPLE_POSTS, SAMPLE_PROGRESS];
  walk(content, (text) => {
    if (text.startsWith(ARTWORK_PREFIX)) keys.add(text);
  });
  return [...keys];
}

/**
 * A deep copy of `value` with every artwork key replaced by `urlFor(key)` (for instance the URL the upload
 * pipeline returned for it). Other strings are left as they are.
 */
export function resolveArtwork<T>(value: T, urlFor: (key: string) => string): T {
  if (typeof value === 'string') return (value.startsWith(ARTWORK_PREFIX) ? urlFor(value) : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => resolveArtwork(v, urlFor)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveArtwork(v, urlFor)])) as T;
  }
  return value;
}
