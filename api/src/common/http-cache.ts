// In-memory cache of public GET answers (DESIGN "Performance"): the serialized JSON per URL and auth
// state, with a strong ETag so browsers, nginx or a CDN revalidate with a 304. Each cached handler names
// a tag (its domain); a service invalidates its tag on every write. Per process: several instances
// would need a shared invalidation signal (DESIGN "Scale path").
import { Injectable } from '@nestjs/common';

const MAX_ENTRIES_PER_TAG = 500;

export interface Entry {
  body: string;
  etag: string;
  status?: number;
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

  generation(tag: string) {
    return this.generations.get(tag) ?? 0;
  }

  /** A hit moves to the back of its store: the least recently used entry is the one evicted. */
  get(tag: string, key: string) {
    const store = this.stores.get(storeName(tag, key));
    const entry = store?.get(key);
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
    for (const tag of [...tags, PAGES_CACHE]) {
      this.stores.delete(tag);
      this.stores.delete(storeName(tag, '?'));
      this.generations.set(tag, this.generation(tag) + 1);
    }
  }
}
