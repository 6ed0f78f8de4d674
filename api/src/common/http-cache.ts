// In-memory cache of public GET answers (DESIGN "Performance"): the serialized JSON per URL and auth
// state, with a strong ETag so browsers, nginx or a CDN revalidate with a 304. Each cached handler names
// a tag (its domain); a service invalidates its tag on every write. Kept per process; with several
// instances each invalidation is also announced to the others (api/src/redis/cache-invalidation.ts),
// which clear the same tags.
import { Injectable } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';

const MAX_ENTRIES_PER_TAG = 500;

export interface Entry {
  body: string;
  etag: string;
  status?: number;
  /** Headers that belong to the answer (a page's X-Total-Count and Link), sent again with every hit. */
  headers?: Record<string, string>;
}

/** Server-rendered pages show every domain's content, so any write invalidates them too. */
export const PAGES_CACHE = 'pages';

/** Answers to addresses with a query string live in a store of their own: anyone can invent endless
 *  queries, and those must not push out the plain addresses every visitor reads. */
const storeName = (tag: string, key: string) => (key.includes('?') ? `${tag}?` : tag);

@Injectable()
export class HttpCache {
  private readonly stores = new Map<string, Map<string, Entry>>();
  private readonly generations = new Map<string, number>();
  /** Announces a local invalidation to the other instances (set when there are others). */
  private announce?: (tags: string[]) => Promise<void>;
  private readonly announcing = new Set<Promise<void>>();

  constructor(private readonly metrics: Metrics) {}

  /** Local invalidations are passed to `announce` from now on. */
  announceWith(announce: (tags: string[]) => Promise<void>) {
    this.announce = announce;
  }

  /** Settles once every invalidation made so far has reached the other instances: a write is answered
   *  only then, so the writer's next read — served by any instance — shows the write. */
  async announced(): Promise<void> {
    await Promise.allSettled(this.announcing);
  }

  generation(tag: string) {
    return this.generations.get(tag) ?? 0;
  }

  /** A hit moves to the back of its store: the least recently used entry is the one evicted. */
  get(tag: string, key: string) {
    const store = this.stores.get(storeName(tag, key));
    const entry = store?.get(key);
    this.metrics.cacheLookup(tag === PAGES_CACHE ? 'page' : 'response', !!entry);
    if (entry) {
      store!.delete(key);
      store!.set(key, entry);
    }
    return entry;
  }

  /** Stores unless the tag was invalidated since `generation` (a write raced the read). */
  set(tag: string, key: string, entry: Entry, generation: number) {
    if (generation !== this.generation(tag)) return;
    const name = storeName(tag, key);
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    if (store.size >= MAX_ENTRIES_PER_TAG) store.delete(store.keys().next().value as string);
    store.set(key, entry);
  }

  invalidate(...tags: string[]) {
    this.clear(tags);
    if (!this.announce) return;
    const sent = this.announce(tags).finally(() => this.announcing.delete(sent));
    this.announcing.add(sent);
  }

  /** Invalidates every tag this instance has seen, here only. */
  clearAll() {
    this.clear([
      ...new Set([
        ...this.generations.keys(),
        ...[...this.stores.keys()].map((name) => name.replace(/\?$/, '')),
      ]),
    ]);
  }

  /** Invalidates `tags` here only (another instance announced them). */
  clear(tags: string[]) {
    for (const tag of [...tags, PAGES_CACHE]) {
      this.stores.delete(tag);
      this.stores.delete(storeName(tag, '?'));
      this.generations.set(tag, this.generation(tag) + 1);
    }
  }
}
