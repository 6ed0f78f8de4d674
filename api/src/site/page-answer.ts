// The public remote's answers, checked before the host uses them: the host trusts the remote's head no
// more than its own code — only the shapes below pass, every value is written escaped (head.ts), URLs in
// href must be http(s) or site paths, and a page's HTML may hold no <script> (the CSP allows none inline).
// A malformed answer is an error: the page is drawn in the browser instead (and the log says why).
// The shapes are the contract's server-entry protocol (contract/src/server-entry.ts).
import {
  HOME_FINDER_LIMITS,
  MAX_READ_PATH,
  type HeadTag,
  type PageAnswer as SentAnswer,
  type PageMatch,
  type SitemapUrl,
} from '@konak/contract';
import { isSafeUrl } from './html.js';

export type { PageMatch, SitemapUrl };

/** A page answer as the host keeps it after its checks: a status it serves, a language only when it is
 *  one, and `styles` absent from a remote that predates the field (then every one is inlined). */
export type PageAnswer = Omit<SentAnswer, 'status' | 'lang' | 'styles'> & {
  status: 200 | 404;
  lang?: string;
  styles?: string[];
};

class AnswerError extends Error {}
const fail = (what: string): never => {
  throw new AnswerError(`the public remote answered ${what}`);
};
const isString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown, max: number, what: string, chars = 2048): string[] =>
  Array.isArray(v) && v.length <= max && v.every((s) => isString(s, chars)) ? v : fail(what);

const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;
const HREFLANG = /^(?:[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?|x-default)$/;
const META_NAME = /^[a-z][a-z0-9:_.-]{0,63}$/i;
/** A `sizes` list: media conditions, lengths and calc() (one character class: linear). */
const SIZES = /^[a-z0-9 ().,:%+*/-]+$/i;
/** A srcset of site paths or http(s) URLs with width descriptors. */
const SRCSET = /^[^\s"'<>`\\,]+ \d+w(?:, [^\s"'<>`\\,]+ \d+w)*$/;

/** The longest page key or address a match may name: a path of a few segments and a finder query. */
const MAX_KEY = 2048 + HOME_FINDER_LIMITS.query;

export function readMatch(raw: unknown): PageMatch {
  if (!isRecord(raw)) return fail('no match');
  const { key, url, data, notFoundKey } = raw;
  // A finder page's key and address carry its canonical query (at most HOME_FINDER_LIMITS.query characters).
  if (
    !isString(key, MAX_KEY) ||
    !isString(notFoundKey, 300) ||
    !isString(url, MAX_KEY) ||
    !url.startsWith('/')
  )
    return fail('a malformed match');
  return { key, url, notFoundKey, data: strings(data, 20, 'malformed data paths', MAX_READ_PATH) };
}

function readTag(t: unknown): HeadTag | null {
  if (!isRecord(t)) return null;
  if (t.tag === 'meta' && isString(t.content, 4000)) {
    if (isString(t.name, 64) && META_NAME.test(t.name))
      return { tag: 'meta', name: t.name, content: t.content };
    if (isString(t.property, 64) && META_NAME.test(t.property))
      return { tag: 'meta', property: t.property, content: t.content };
  }
  // A paged list's neighbours (rel prev/next): no hreflang.
  if (t.tag === 'link' && (t.rel === 'prev' || t.rel === 'next') && isSafeUrl(t.href))
    return { tag: 'link', rel: t.rel, href: t.href };
  if (t.tag === 'link' && (t.rel === 'canonical' || t.rel === 'alternate') && isSafeUrl(t.href)) {
    if (t.hreflang === undefined) return { tag: 'link', rel: t.rel, href: t.href };
    if (isString(t.hreflang, 20) && HREFLANG.test(t.hreflang))
      return { tag: 'link', rel: t.rel, href: t.href, hreflang: t.hreflang };
  }
  return null;
}

/** The answer of renderPage, or an AnswerError. Single tags or preloads that do not pass are left out
 *  (a stored image URL that slipped past validation must not cost the whole page its server render). */
export function readAnswer(raw: unknown): PageAnswer {
  if (!isRecord(raw)) return fail('no page');
  const { status, lang, head, html, data, scripts, styles, preload } = raw;
  if (status !== 200 && status !== 404) return fail(`status ${String(status)}`);
  if (!isString(html, 8 << 20)) return fail('no HTML');
  if (/<script/i.test(html)) return fail('HTML with a <script> element');
  if (
    !isRecord(head) ||
    !isString(head.title, 1000) ||
    !Array.isArray(head.tags) ||
    head.tags.length > 200 ||
    !Array.isArray(head.jsonLd) ||
    head.jsonLd.length > 20
  )
    return fail('a malformed head');
  const jsonLd = head.jsonLd.filter(isRecord);
  if (JSON.stringify(jsonLd).length > 200_000) return fail('JSON-LD over 200 kB');
  const tags = head.tags.map(readTag).filter((t): t is HeadTag => t !== null);
  const images = (Array.isArray(preload) ? preload.slice(0, 4) : [])
    .filter(isRecord)
    .filter(
      (p) =>
        isSafeUrl(p.href) && (p.srcset === undefined || (isString(p.srcset, 4000) && SRCSET.test(p.srcset))),
    )
    .map((p) => ({
      href: p.href as string,
      srcset: p.srcset as string | undefined,
      sizes: isString(p.sizes, 300) && SIZES.test(p.sizes) ? p.sizes : undefined,
    }));
  return {
    status,
    lang: isString(lang, 20) && LANG.test(lang) ? lang : undefined,
    head: { title: head.title, tags, jsonLd },
    html,
    data: strings(data, 20, 'malformed data paths', MAX_READ_PATH),
    scripts: strings(scripts, 500, 'malformed scripts'),
    ...(styles === undefined ? {} : { styles: strings(styles, 500, 'malformed styles') }),
    preload: images,
  };
}

export function readSitemap(raw: unknown): SitemapUrl[] {
  if (!Array.isArray(raw) || raw.length > 50_000) return fail('a malformed sitemap');
  return raw.filter(isRecord).flatMap((u) => {
    if (!isSafeUrl(u.loc) || !/^https?:/.test(u.loc)) return [];
    const alternates = (Array.isArray(u.alternates) ? u.alternates : []).filter(
      (a): a is { hreflang: string; href: string } =>
        isRecord(a) && isString(a.hreflang, 20) && HREFLANG.test(a.hreflang) && isSafeUrl(a.href),
    );
    return [{ loc: u.loc, alternates }];
  });
}
