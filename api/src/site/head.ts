// Writes a page's <head> from data: the public remote's answer (title, meta and link tags, JSON-LD) or
// the admin's, plus what the host adds (favicon, fonts, styles, preloads). Every value goes through the
// one escaping helper (html.ts); JSON-LD is JSON (type application/ld+json), never script.
import type { HeadTag, PageHead } from '@konak/contract';
import { escapeHtml, scriptJson, tag } from './html.js';

export type { HeadTag };
/** A page's head as data (the server entry protocol's PageHead). */
export type HeadData = PageHead;

export function renderHead(
  head: HeadData,
  extra: { favicon?: string; links: string[]; inlineStyle?: string },
): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const t of head.tags) {
    if (t.tag === 'link') tags.push(tag('link', { rel: t.rel, hreflang: t.hreflang, href: t.href }));
    else if ('property' in t) tags.push(tag('meta', { property: t.property, content: t.content }));
    else tags.push(tag('meta', { name: t.name, content: t.content }));
  }
  if (extra.favicon) tags.push(tag('link', { rel: 'icon', id: 'konak-favicon', href: extra.favicon }));
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  tags.push(...extra.links);
  if (extra.inlineStyle) tags.push(`<style>${extra.inlineStyle}</style>`);
  return tags.join('\n    ');
}
