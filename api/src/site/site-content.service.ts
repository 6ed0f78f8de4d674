// The API answers a server-drawn page may ask for, read through the domain services so that their rules
// (published posts only, built-in sliders when none exist, defaults for missing settings) apply exactly
// as at the public API route of the same path. Only public reads: the public remote names API paths
// (`projects/<slug>/`), the contract's PAGE_READS lists those a page may name, and a path outside it is
// simply not answered (the browser reads it).
import { Injectable } from '@nestjs/common';
import { PAGING, pageCount, pageReadOf, parseHomeQuery, type PageRead } from '@konak/contract';
import { AboutService } from '../about/about.service.js';
import { BannerService } from '../banner/banner.service.js';
import { BlogService, SITEMAP_BATCH } from '../blog/blog.service.js';
import { ProgressService } from '../progress/progress.service.js';
import { KvkkService } from '../kvkk/kvkk.service.js';
import type { ProjectSummaryDto } from '../projects/dto/project.dto.js';
import { ProjectsService } from '../projects/projects.service.js';
import type { PreviewGrant } from '../publishing/preview-token.js';
import type { PublicationType } from '../publishing/publication-types.js';
import { SettingsService } from '../settings/settings.service.js';
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { SlidersService } from '../sliders/sliders.service.js';
import { PaymentPlansService } from '../payment-plans/payment-plans.service.js';
import { ExchangeRatesService } from '../units/exchange-rates.service.js';
import { UnitsService } from '../units/units.service.js';
import { DomainError } from '../common/errors.js';
import { ValidationFailed } from '../common/validation.js';
import { HomesService } from '../homes/homes.service.js';

/** What a read answered: the value as the API's JSON would carry it, 404, or not a path served here. */
export type Answer = { status: 200; body: unknown } | { status: 404 } | { status: 'unknown' };

/** A list's query as the public remote writes it: `page`, `per_page` and `fields` only, each once, with
 *  the API route's own rules (page 1…PAGING.maxPage; per_page clamped later; fields all or summary). */
export function listQuery(
  query: string,
): { page?: number; per_page?: number; fields?: 'all' | 'summary' } | null {
  const params = new URLSearchParams(query);
  const out: { page?: number; per_page?: number; fields?: 'all' | 'summary' } = {};
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (seen.has(key)) return null;
    seen.add(key);
    if ((key === 'page' || key === 'per_page') && /^[1-9]\d{0,8}$/.test(value)) out[key] = Number(value);
    else if (key === 'fields' && (value === 'all' || value === 'summary')) out.fields = value;
    else return null;
  }
  if (out.page !== undefined && out.page > PAGING.maxPage) return null;
  return out;
}

/** What the site's project cards (/projeler, the home showcase's tabs) show of a summary. */
const siteCard = ({
  id,
  slug,
  title,
  subtitle,
  status,
  cover,
  logo,
  units,
  progress,
}: ProjectSummaryDto) => ({
  id,
  slug,
  title,
  subtitle,
  status,
  cover,
  logo,
  units,
  progress,
});

/** A service's "not found" as the missing answer this service reports as 404. */
const notFoundAsNull = (error: unknown) => {
  if (error instanceof DomainError && error.code === 'not_found') return null;
  throw error;
};

@Injectable()
export class SiteContentService {
  /** `GET /api/<path>` for each path a page may read (the contract's PAGE_READS: every one answered). */
  private readonly reads: Record<PageRead, (arg: string) => Promise<unknown>>;
  /** The lists the sitemap reads a batch at a time, by the API path the remote names (published items). */
  private readonly sitemapSources: Record<
    string,
    {
      count(): Promise<number>;
      batch(afterId: number, take: number, skip: number): Promise<{ id: number; slug: string }[]>;
    }
  >;
  /** With a preview grant: the one item it names, draft or scheduled (never a trashed one). */
  private readonly previews: Record<
    PublicationType,
    [PageRead, (slug: string) => Promise<{ id: number } | null>]
  >;

  constructor(
    private readonly settingsService: SettingsService,
    slidersService: SlidersService,
    projectsService: ProjectsService,
    blogService: BlogService,
    aboutService: AboutService,
    bannerService: BannerService,
    progressService: ProgressService,
    unitsService: UnitsService,
    exchangeRates: ExchangeRatesService,
    kvkkService: KvkkService,
    paymentPlans: PaymentPlansService,
    homesService: HomesService,
  ) {
    this.reads = {
      settings: () => settingsService.get(),
      sliders: () => slidersService.listActive(),
      // A list path answers what GET /api/<path> answers: its first page's items.
      projects: async () => (await projectsService.list({})).items,
      // The home finder's project filter: of GET /api/projects/?fields=summary's first page, only what its
      // options show (address word and title). The page carries this in its HTML twice (options and boot
      // data): whole cards cost ~1.3 kB a project and took a site of twenty projects past the page's 100 kB.
      projectSummaries: async () =>
        (await projectsService.summaries({})).items.map(({ id, slug, title }) => ({ id, slug, title })),
      // The /projeler cards (issue 25): the same page, each card with what it shows (siteCard) — a key
      // of its own, so a browser never holds the finder's names where it looks for cards.
      projectCards: async () => (await projectsService.summaries({})).items.map(siteCard),
      // The home showcase (issue 25): its tabs as cards, and its first project whole; a visitor's other
      // pick is read by its slug. At most SHOWCASE_SIZE cards and one project, however many there are.
      showcaseCards: async () => (await projectsService.summaries({ showcase: true })).items.map(siteCard),
      showcaseFirst: async () => (await projectsService.list({ showcase: true, per_page: 1 })).items,
      project: (slug) => projectsService.findBySlug(slug),
      progress: (slug) => progressService.listBySlug(slug),
      // The units grid of the project page with its payment plans (an unknown project: 404, like GET
      // /api/projects/{slug}/units).
      units: (slug) =>
        unitsService
          .publicUnits(slug)
          .then((grid) => paymentPlans.withPlans(slug, grid))
          .catch(notFoundAsNull),
      // The rates, so the grid is drawn in the page's currency (issue 26).
      rates: () => exchangeRates.get(),
      blog: async () => (await blogService.list({ includeDrafts: false })).items,
      // A page of posts (`blog/?page=2&fields=summary`): the items with the total, as the browser's client
      // keeps a page it read (items from the body, total from X-Total-Count); a page past the end is 404.
      blogPage: async (query) => {
        const paging = listQuery(query);
        if (!paging) return undefined;
        const page = await blogService.list({ includeDrafts: false, ...paging });
        return page.page > pageCount(page.total, page.per_page) ? null : page;
      },
      post: (slug) => blogService.findBySlug(slug, { includeDrafts: false }),
      // The home finder's page (`homes/?<canonical query>`): what GET /api/homes answers; a filter the
      // service refuses (a currency without a rate) as `{refused: [{param, code}]}`, which the page words
      // as the browser's client does a 422; a page past the last is 404. A query the contract refuses is
      // not answered here (the remote never asks for one).
      homes: async (query) => {
        const parsed = parseHomeQuery(query);
        if (!parsed.ok) return undefined;
        try {
          const found = await homesService.find(parsed.query);
          return found.page > found.pages ? null : found;
        } catch (error) {
          if (!(error instanceof ValidationFailed)) throw error;
          return { refused: error.items.map((e) => ({ param: String(e.loc.at(-1)), code: e.type })) };
        }
      },
      about: async () => [await aboutService.get()],
      instagramBanner: () => bannerService.get(),
      kvkk: () => kvkkService.current().catch(notFoundAsNull),
    };
    this.sitemapSources = {
      'projects/': {
        count: () => projectsService.countPublished(),
        batch: (after, take, skip) => projectsService.sitemapBatch(after, take, skip),
      },
      'blog/': {
        count: () => blogService.countPublished(),
        batch: (after, take, skip) => blogService.sitemapBatch(after, take, skip),
      },
    };
    this.previews = {
      project: ['project', (slug) => projectsService.findBySlug(slug, { includeDrafts: true })],
      blog_post: ['post', (slug) => blogService.findBySlug(slug, { includeDrafts: true })],
    };
  }

  /** Whether the sitemap may read the list at this API path. */
  sitemapListed(apiPath: string): boolean {
    return Object.hasOwn(this.sitemapSources, apiPath);
  }

  /** How many published items the list has (counted in SQL). */
  sitemapCount(apiPath: string): Promise<number> {
    return this.sitemapSources[apiPath].count();
  }

  /** The list's published items from the `skip`-th (by id), at most `limit`, as batches of at most
   *  SITEMAP_BATCH slugs: the first batch found by offset, the rest by keyset on the id. */
  async *sitemapItems(apiPath: string, skip: number, limit: number): AsyncGenerator<{ slug: string }[]> {
    const source = this.sitemapSources[apiPath];
    let after = 0;
    for (let left = limit, offset = skip; left > 0; offset = 0) {
      const rows = await source.batch(after, Math.min(SITEMAP_BATCH, left), offset);
      if (rows.length === 0) return;
      yield rows.map((r) => ({ slug: r.slug }));
      left -= rows.length;
      after = rows[rows.length - 1].id;
    }
  }

  settings(): Promise<SiteSettings> {
    return this.settingsService.get();
  }

  /** One API path's answer, as JSON (dates as strings, exactly what the browser would read). */
  async read(apiPath: string, preview?: PreviewGrant | null): Promise<Answer> {
    const path = pageReadOf(apiPath);
    if (!path) return { status: 'unknown' };
    if (preview) {
      const [read, find] = this.previews[preview.type];
      const item = path.read === read ? await find(path.arg) : null;
      if (item?.id === preview.id) return { status: 200, body: JSON.parse(JSON.stringify(item)) };
    }
    const value = await this.reads[path.read](path.arg);
    // undefined: a query this host does not answer (the browser reads it); null: a missing record.
    if (value === undefined) return { status: 'unknown' };
    return value === null ? { status: 404 } : { status: 200, body: JSON.parse(JSON.stringify(value)) };
  }
}
