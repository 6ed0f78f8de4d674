// The sitemap of a site of any size, written as it is read: the public remote names the site's own pages
// (sitemapUrls with every list empty) and the lists whose items have pages (sitemapLists); the host counts
// each list in SQL, reads its published slugs a batch at a time and asks the remote for their addresses
// (sitemapItemUrls). Up to `maxUrls` addresses /sitemap.xml is one urlset; past it, a sitemap index of
// /sitemap-pages.xml and /sitemap-<list>-<n>.xml children of at most `maxUrls` addresses each.
import type { ServerEntry } from './public-remote.js';
import { readSitemap } from './page-answer.js';
import type { SiteContentService } from './site-content.service.js';
import { URLSET_CLOSE, URLSET_OPEN, renderSitemapIndex, urlEntries } from './sitemap.js';

/** A list of the remote's, as the host reads it. */
interface SitemapList {
  name: string;
  path: string;
  count: number;
  /** Addresses per item (its page in each language). */
  perItem: number;
}

interface Plan {
  /** The site's own pages' entries (a few dozen). */
  pages: ReturnType<typeof readSitemap>;
  lists: SitemapList[];
  total: number;
}

const LIST_NAME = /^[a-z][a-z0-9]{0,30}$/;
/** What the text streamed out must receive, piece by piece. */
type Write = (text: string) => void;

export class SitemapWriter {
  constructor(
    private readonly content: SiteContentService,
    private readonly server: ServerEntry,
    private readonly origin: string,
    private readonly maxUrls: number,
  ) {}

  /** Whether the remote names its lists (a release from before sitemapLists is written the older way). */
  static supports(server: ServerEntry): boolean {
    return Array.isArray(server.sitemapLists) && typeof server.sitemapItemUrls === 'function';
  }

  /** Writes the sitemap file at `path` (`/sitemap.xml` or a child); false when there is no such file. */
  async write(path: string, write: Write): Promise<boolean> {
    const plan = await this.plan();
    if (plan.total <= this.maxUrls) {
      if (path !== '/sitemap.xml') return false;
      write(URLSET_OPEN + urlEntries(plan.pages));
      for (const list of plan.lists) await this.writeItems(list, 0, list.count, write);
      write(URLSET_CLOSE);
      return true;
    }
    const children = this.children(plan);
    if (path === '/sitemap.xml') {
      write(renderSitemapIndex(children.map((c) => `${this.origin}/sitemap-${c.name}.xml`)));
      return true;
    }
    const child = children.find((c) => path === `/sitemap-${c.name}.xml`);
    if (!child) return false;
    write(URLSET_OPEN);
    if (!child.list) write(urlEntries(plan.pages.slice(0, this.maxUrls)));
    else await this.writeItems(child.list, child.skip, child.take, write);
    write(URLSET_CLOSE);
    return true;
  }

  /** The index's children: the site's pages, then each list in files of at most maxUrls addresses. */
  private children(plan: Plan): { name: string; list?: SitemapList; skip: number; take: number }[] {
    const children: { name: string; list?: SitemapList; skip: number; take: number }[] = [
      { name: 'pages', skip: 0, take: 0 },
    ];
    for (const list of plan.lists) {
      const perFile = Math.max(1, Math.floor(this.maxUrls / list.perItem));
      for (let n = 1; (n - 1) * perFile < list.count; n++)
        children.push({ name: `${list.name}-${n}`, list, skip: (n - 1) * perFile, take: perFile });
    }
    return children;
  }

  private async plan(): Promise<Plan> {
    const listed = (this.server.sitemapLists as unknown[])
      .filter(
        (l): l is { name: string; path: string } =>
          typeof l === 'object' &&
          l !== null &&
          LIST_NAME.test(String((l as { name: unknown }).name)) &&
          this.content.sitemapListed(String((l as { path: unknown }).path)),
      )
      .slice(0, 10);
    // Every list empty: the remote answers the site's own pages only.
    const empty = Object.fromEntries(listed.map((l) => [l.path, []]));
    const pages = readSitemap(await this.server.sitemapUrls({ origin: this.origin, data: empty }));
    const lists = await Promise.all(
      listed.map(async (l) => {
        // One made-up item shows how many addresses each item has.
        const probe = readSitemap(
          await this.server.sitemapItemUrls!({ origin: this.origin, list: l.name, items: [{ slug: 'x' }] }),
        );
        return {
          name: l.name,
          path: l.path,
          count: await this.content.sitemapCount(l.path),
          perItem: probe.length,
        };
      }),
    );
    const withPages = lists.filter((l) => l.perItem > 0);
    return {
      pages,
      lists: withPages,
      total: pages.length + withPages.reduce((sum, l) => sum + l.count * l.perItem, 0),
    };
  }

  /** The entries of `take` items of a list from the `skip`-th, a batch at a time. */
  private async writeItems(list: SitemapList, skip: number, take: number, write: Write): Promise<void> {
    for await (const items of this.content.sitemapItems(list.path, skip, take)) {
      write(
        urlEntries(
          readSitemap(await this.server.sitemapItemUrls!({ origin: this.origin, list: list.name, items })),
        ),
      );
    }
  }
}
