// The one place where the server turns strings into markup: every text and attribute value of a page,
// the sitemap and the head goes through escapeHtml (directly or through tag()); JSON inside <script>
// goes through scriptJson.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A void element with escaped attribute values: `tag('link', { rel: 'icon', href })`. Names are the
 *  code's own; undefined and false values are left out, true writes a bare attribute. */
export function tag(name: string, attributes: Record<string, string | boolean | undefined>): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(value as string)}"`))
    .join('');
  return `<${name}${attrs} />`;
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** Plain text of Markdown-like content (## headings, blank-line paragraphs), cut to `max` characters. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/^##\s*/gm, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}
