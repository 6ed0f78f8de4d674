// The API answers a server-drawn page may ask for, read through the domain services so that their rules
// (published posts only, built-in sliders when none exist, defaults for missing settings) apply exactly
// as at the public API route of the same path. Only public reads: the public remote names API paths
// (`projects/<slug>/`), and a path outside this list is simply not answered (the browser reads it).
import { Injectable } from '@nestjs/common';
import { SLUG_PATTERN } from '@konak/contract';
import { AboutService } from '../about/about.service.js';
import { BannerService } from '../banner/banner.service.js';
import { BlogService } from '../blog/blog.service.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { SiteSettings } from '../settings/site-settings.entity.js';
import { SlidersService } from '../sliders/sliders.service.js';

/** What a read answered: the value as the API's JSON would carry it, 404, or not a path served here. */
export type Answer = { status: 200; body: unknown } | { status: 404 } | { status: 'unknown' };

/** A slug as a capture group: the contract's pattern without its anchors. */
const SLUG = `(${SLUG_PATTERN.source.slice(1, -1)})`;

@Injectable()
export class SiteContentService {
  /** `GET /api/<path>` for the public read paths (anchored patterns, no backtracking). */
  private readonly reads: [RegExp, (slug: string) => Promise<unknown>][];

  constructor(
    private readonly settingsService: SettingsService,
    slidersService: SlidersService,
    projectsService: ProjectsService,
    blogService: BlogService,
    aboutService: AboutService,
    bannerService: BannerService,
  ) {
    this.reads = [
      [/^settings\/$/, () => settingsService.get()],
      [/^sliders\/$/, () => slidersService.listActive()],
      [/^projects\/$/, () => projectsService.list({})],
      [new RegExp(`^projects/${SLUG}/$`), (slug) => projectsService.findBySlug(slug)],
      [/^blog\/$/, () => blogService.list({ includeDrafts: false })],
      [new RegExp(`^blog/${SLUG}/$`), (slug) => blogService.findBySlug(slug, { includeDrafts: false })],
      [/^about\/$/, async () => [await aboutService.get()]],
      [/^banner\/$/, () => bannerService.get()],
    ];
  }

  settings(): Promise<SiteSettings> {
    return this.settingsService.get();
  }

  /** One API path's answer, as JSON (dates as strings, exactly what the browser would read). */
  async read(apiPath: string): Promise<Answer> {
    if (typeof apiPath !== 'string' || apiPath.length > 300) return { status: 'unknown' };
    for (const [pattern, read] of this.reads) {
      const m = apiPath.match(pattern);
      if (!m) continue;
      const value = await read(m[1]);
      return value === null || value === undefined ? { status: 404 } : { status: 200, body: JSON.parse(JSON.stringify(value)) };
    }
    return { status: 'unknown' };
  }
}
