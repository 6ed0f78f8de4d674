// Finished brochures as bytes, per slug and language, kept until the project, its units or progress, the
// site settings or the exchange rates change: an entry remembers the HttpCache generations of those tags when its
// generation began, and is stale as soon as one has moved (every write bumps them, here and — announced —
// on the other instances). Bounded: a few dozen PDFs of at most a few MB.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { HttpCache } from '../common/http-cache.js';
import { PROGRESS_CACHE } from '../progress/progress.service.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { SETTINGS_CACHE } from '../settings/settings.service.js';
import { EXCHANGE_RATES_CACHE } from '../units/exchange-rates.service.js';

/** What a brochure shows: the project (units write under its tag too), progress, the settings and the
 *  exchange rates (its converted prices). */
const TAGS = [PROJECTS_CACHE, PROGRESS_CACHE, SETTINGS_CACHE, EXCHANGE_RATES_CACHE];
const MAX_ENTRIES = 60;
const MAX_BYTES = 96 * 1024 * 1024;

export interface Brochure {
  pdf: Buffer;
  etag: string;
}

@Injectable()
export class BrochureCache {
  private readonly entries = new Map<string, Brochure & { stamp: string }>();
  private bytes = 0;

  constructor(private readonly cache: HttpCache) {}

  /** The generations of the tags now; pass it to `set` with what was generated from the data read after. */
  stamp(): string {
    return TAGS.map((tag) => this.cache.generation(tag)).join('.');
  }

  get(key: string): Brochure | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.drop(key);
    if (entry.stamp !== this.stamp()) return undefined;
    // Least recently used last out.
    this.entries.set(key, entry);
    this.bytes += entry.pdf.length;
    return entry;
  }

  /** Keeps `pdf` unless a write happened since `stamp` (it may show the old data). */
  set(key: string, pdf: Buffer, stamp: string): Brochure {
    const brochure = { pdf, etag: `"${createHash('sha1').update(pdf).digest('base64url')}"` };
    if (stamp !== this.stamp()) return brochure;
    this.drop(key);
    this.entries.set(key, { ...brochure, stamp });
    this.bytes += pdf.length;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES)
      this.drop(this.entries.keys().next().value as string);
    return brochure;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.pdf.length;
  }
}
