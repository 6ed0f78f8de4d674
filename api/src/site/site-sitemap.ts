// /sitemap.xml and its children: the public remote lists the pages (it owns the URL scheme), the host
// reads the lists it names a batch at a time (sitemap-writer.ts) and keeps each file gzipped in the page
// cache until a write changes any content.
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { HttpCache, PAGES_CACHE } from '../common/http-cache.js';
import { readSitemap } from './page-answer.js';
import type { PublicRemote } from './public-remote.js';
import type { SiteContentService } from './site-content.service.js';
import { renderSitemap } from './sitemap.js';
import { SitemapWriter } from './sitemap-writer.js';

export class SitemapSender {
  private readonly logger = new Logger('Site');

  constructor(
    private readonly remote: PublicRemote,
    private readonly content: SiteContentService,
    private readonly cache: HttpCache,
    /** Addresses past which /sitemap.xml is an index of children (SiteService.sitemapMaxUrls). */
    private readonly maxUrls: () => number,
    /** The answers of API paths, as a page would read them. */
    private readonly readData: (paths: string[]) => Promise<{ data: Map<string, unknown> }>,
  ) {}

  /** The public remote lists the pages (it owns the URL scheme); the host reads the data it names —
   *  the lists a batch at a time, written out as read (sitemap-writer.ts), an index past maxUrls. */
  async send(req: Request, res: Response, origin: string, p: string) {
    const release = await this.remote.current();
    const server = release?.server;
    try {
      if (!server) throw new Error('no server entry');
      if (SitemapWriter.supports(server)) {
        // Kept like the pages: until a write changes any content, or another release or limit.
        const key = `sitemap ${p} ${release.version} ${origin} ${this.maxUrls()}`;
        const kept = this.cache.get(PAGES_CACHE, key) as KeptSitemap | undefined;
        if (kept) return sendKeptSitemap(req, res, kept);
        const generation = this.cache.generation(PAGES_CACHE);
        const writer = new SitemapWriter(this.content, server, origin, this.maxUrls());
        const parts: string[] = [];
        const found = await writer.write(p, (text) => {
          if (!parts.length)
            res.setHeader('Content-Type', SITEMAP_TYPE).setHeader('Cache-Control', SITEMAP_CACHING);
          parts.push(text);
          res.write(text);
        });
        if (!found) {
          this.cache.set(PAGES_CACHE, key, { body: '', etag: '', status: 404 }, generation);
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        res.end();
        // Kept gzipped (a few per cent of its size): what crawlers ask for; anyone else gets it unzipped.
        const gzip = gzipSync(parts.join(''), { level: 6 });
        const file: KeptSitemap = {
          body: '',
          etag: `"${createHash('sha1').update(gzip).digest('base64url')}"`,
          gzip,
        };
        this.cache.set(PAGES_CACHE, key, file, generation);
        return;
      }
      // A release from before sitemapLists: its sitemapData read as it names them, one file.
      if (p !== '/sitemap.xml') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const paths = Array.isArray(server.sitemapData)
        ? (server.sitemapData as unknown[]).filter((x): x is string => typeof x === 'string').slice(0, 20)
        : [];
      const data = Object.fromEntries((await this.readData(paths)).data);
      const urls = readSitemap(await server.sitemapUrls({ origin, data }));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
      res.send(renderSitemap(urls));
    } catch (error) {
      this.logger.warn(`No sitemap: ${error instanceof Error ? error.message : String(error)}`);
      // Part of a file already went out: end it broken rather than pretend it is whole.
      if (res.headersSent) return void res.destroy();
      res.status(503).setHeader('Retry-After', '60');
      res.type('text/plain').send('The sitemap is not available right now.');
    }
  }
}

const SITEMAP_TYPE = 'application/xml; charset=utf-8';
const SITEMAP_CACHING = 'public, max-age=600';

/** A sitemap file as kept between writes: its gzip bytes, or (status 404) no such file. */
type KeptSitemap = { body: string; etag: string; status?: number; gzip?: Buffer };

function sendKeptSitemap(req: Request, res: Response, kept: KeptSitemap) {
  if (kept.status === 404 || !kept.gzip) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  res.setHeader('Content-Type', SITEMAP_TYPE);
  res.setHeader('Cache-Control', SITEMAP_CACHING);
  res.setHeader('ETag', kept.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === kept.etag) {
    res.status(304).end();
    return;
  }
  const zipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = zipped ? kept.gzip : gunzipSync(kept.gzip);
  if (zipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
