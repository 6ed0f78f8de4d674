// The one place where the server turns strings into markup: every text and attribute value of a page,
// the sitemap and the head goes through escapeHtml (directly or through tag()); JSON inside <script>
// goes through scriptJson. The public remote's head arrives as data and is written here too.
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
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
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** An address the page may link to: http(s) or a path on this site, with none of the characters that
 *  could end an attribute or smuggle a scheme. (Escaping protects the markup either way; this keeps
 *  javascript: and the like out of href.) */
export function isSafeUrl(url: unknown): url is string {
  if (
    typeof url !== 'string' ||
    url.length > 2048 ||
    !/^(?:https?:\/\/[^/\s]|\/(?!\/))[^\s"'<>`\\]*$/.test(url)
  )
    return false;
  for (let i = 0; i < url.length; i++)
    if (url.charCodeAt(i) < 0x20 || url.charCodeAt(i) === 0x7f) return false;
  return true;
}
