// The styles of a page the server drew, inlined in its head: one response instead of a dozen stylesheet
// requests that a phone's connection queues six at a time before anything paints. The files are
// content-hashed (never change), so each is read once; identical files (the UI kit's styles appear in
// more than one chunk) are sent once.
import { readFileSync } from 'node:fs';
import { escapeHtml, tag } from './html.js';

const cache = new Map<string, string | null>();

/** A local build file's text, read once (null when missing). */
export function readCss(file: string): string | null {
  if (!cache.has(file)) {
    try {
      cache.set(file, readFileSync(file, 'utf8'));
    } catch {
      cache.set(file, null);
    }
  }
  return cache.get(file) ?? null;
}

/** One `<style>` with the files' rules, in order and without repeats; `href` links any file not read. */
export function inlineStyles(files: { text: string | null; href: string }[]): string[] {
  const seen = new Set<string>();
  const links: string[] = [];
  let css = '';
  for (const { text, href } of files) {
    if (text === null) links.push(tag('link', { rel: 'stylesheet', href }));
    else if (!seen.has(text)) {
      seen.add(text);
      css += text;
    }
  }
  return [...links, ...(css ? [styleElement(css)] : [])];
}

/** A `<style>` element holding build-made CSS, with escaped attributes: the CSS cannot end it early. */
export function styleElement(css: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<style${attrs}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
