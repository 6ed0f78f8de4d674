// The brochure of a project in one language: served from BrochureCache while nothing it shows has
// changed; otherwise generated — rate-limited per client, one per worker at a time (the PDF itself drawn in
// a worker thread: brochure-pool.ts), and one generation shared by everyone asking for the same brochure meanwhile.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Lang } from '@konak/contract';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors.js';
import { clientKey } from '../common/client-key.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { PaymentPlansService } from '../payment-plans/payment-plans.service.js';
import { ExchangeRatesService } from '../units/exchange-rates.service.js';
import { UnitsService } from '../units/units.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { BrochureCache, type Brochure } from './brochure-cache.js';
import { brochureContent, type BrochureImages } from './brochure-content.js';
import { printImage } from './brochure-images.js';
import { IMAGE_SIZES } from './brochure-pdf.js';
import { BrochurePool, POOL_SIZE } from './brochure-pool.js';

/** Generations per client address: a visitor wants a language or two; a crawler gets the cached ones. */
const PER_CLIENT = { limit: 20, windowMs: 10 * 60_000 };
/** One generation per worker: their data is read on the event loop one brochure at a time, so a crowd of
 *  brochures never holds other requests up for more than one brochure's reads. */
const AT_ONCE = POOL_SIZE;
const WAITING = 16;
/** Lets the event loop serve other requests. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Longer slugs exist nowhere (the column's size). */
const MAX_SLUG = 120;

@Injectable()
export class BrochureService {
  private readonly log = new Logger('Brochure');
  private readonly pending = new Map<string, Promise<Brochure>>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly projects: ProjectsService,
    private readonly units: UnitsService,
    private readonly rates: ExchangeRatesService,
    private readonly paymentPlans: PaymentPlansService,
    private readonly settings: SettingsService,
    private readonly uploads: UploadsService,
    private readonly cache: BrochureCache,
    private readonly pool: BrochurePool,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
  ) {}

  async get(slug: string, lang: Lang, clientIp: string): Promise<Brochure> {
    if (slug.length > MAX_SLUG) throw new DomainError('not_found');
    const key = `${lang} ${slug}`;
    const ready = this.cache.get(key) ?? (await this.pending.get(key));
    if (ready) return ready;
    const wait = await this.limits.admit(
      [{ key: `brochure:ip:${clientKey(clientIp)}`, ...PER_CLIENT }],
      Date.now(),
      randomUUID(),
    );
    if (wait > 0) throw new DomainError('too_many_brochures', wait);
    const shared = this.pending.get(key);
    if (shared) return shared;
    const stamp = this.cache.stamp();
    const work = this.inTurn(() => this.generate(slug, lang))
      .then((pdf) => this.cache.set(key, pdf, stamp))
      .finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  /** The PDF from the data as it is now (no cache). */
  async generate(slug: string, lang: Lang): Promise<Buffer> {
    const project = await this.projects.findBySlug(slug);
    if (!project) throw new DomainError('not_found');
    // SQLite answers synchronously: between the reads other requests get their turn, so a crowd of
    // brochures asked at once does not hold /api/health up while their data is read.
    await nextTurn();
    const units = await this.units.publicUnits(slug);
    await nextTurn();
    const settings = await this.settings.get();
    const rates = await this.rates.get();
    const paymentPlans = await this.paymentPlans.publicBySlug(slug);
    const images = await this.images(
      project.cover_images[0],
      project.plans.map((p) => p.image),
      project.location?.map_image || project.location_image,
    );
    await nextTurn();
    return this.pool.draw(
      brochureContent({
        project,
        units,
        settings,
        images,
        lang,
        now: this.clock.now(),
        siteUrl: this.env.siteUrl,
        rates,
        paymentPlans,
      }),
    );
  }

  /** The pictures at print size, read at once. */
  private async images(
    cover: string | undefined,
    plans: string[],
    map: string | undefined,
  ): Promise<BrochureImages> {
    const one = async (
      url: string | undefined,
      size: { width: number; height: number },
      fit: 'cover' | 'inside',
    ) => {
      if (!url) return null;
      const bytes = await this.uploads.readImage(url, size.width);
      if (!bytes) return null;
      try {
        return await printImage(bytes, size, fit);
      } catch (error) {
        // A picture that cannot be read leaves its place empty rather than failing the brochure.
        this.log.warn(`unreadable image ${url}: ${(error as Error).message}`);
        return null;
      }
    };
    const [coverJpeg, mapJpeg, ...planJpegs] = await Promise.all([
      one(cover, IMAGE_SIZES.cover, 'cover'),
      one(map, IMAGE_SIZES.map, 'inside'),
      ...plans.map((url) => one(url, IMAGE_SIZES.plan, 'inside')),
    ]);
    return { cover: coverJpeg, map: mapJpeg, plans: planJpegs };
  }

  /** At most AT_ONCE generations run; a crowd beyond WAITING is told to retry (503, Retry-After). */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= AT_ONCE) {
      if (this.queue.length >= WAITING) throw new DomainError('brochures_busy', 5);
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
