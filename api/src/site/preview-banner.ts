// Issue 26: a page drawn for a preview link says that it is one, in the page's language, so the office
// never takes a draft's preview for the live site (nor sends its address to a buyer). Written by the host
// outside #root (the remote's hydration never touches it) and only into preview answers, which are never
// cached; an inline style, allowed by the pages' CSP, keeps it independent of any release's CSS.
import { isLang, type Lang } from '@konak/contract';
import { escapeHtml } from './html.js';

export const PREVIEW_TEXTS: Record<Lang, { label: string; text: string }> = {
  // Short enough for two lines on a phone: the bar must not hide the page it previews.
  tr: { label: 'Önizleme', text: 'Kaydedilen hâli; taslak ya da zamanlanmış kayıt ziyaretçilere görünmez.' },
  en: { label: 'Preview', text: 'The saved version; a draft or scheduled item is not visible to visitors.' },
  ru: { label: 'Предпросмотр', text: 'Не опубликовано: посетители этого не видят.' },
};

// The sentence flows on from the label (as flex items, a label and a sentence took three lines on a phone).
const BAR =
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483000;display:block;' +
  'padding:.5rem .75rem calc(.5rem + env(safe-area-inset-bottom));background:#7a4b00;color:#fff;font:500 14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  'text-align:center;box-shadow:0 -2px 12px rgba(0,0,0,.25)';
const LABEL =
  'display:inline-block;margin-right:.4rem;font-size:.8em;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:#fff;color:#7a4b00;border-radius:4px;padding:.05rem .45rem';

/** The page with the preview bar after <body>, in the language its <html lang> names (Turkish when none),
 *  and room at the page's end so the bar covers nothing. */
export function withPreviewBanner(html: string): string {
  const named = /<html lang="([a-z]{2})"/.exec(html)?.[1];
  const lang: Lang = isLang(named) ? named : 'tr';
  const { label, text } = PREVIEW_TEXTS[lang];
  const bar =
    `<div id="konak-preview" role="status" lang="${lang}" style="${BAR}"><strong style="${LABEL}">${escapeHtml(label)}</strong><span>${escapeHtml(text)}</span></div>` +
    '<style>body{padding-bottom:4.5rem}</style>';
  return html.replace(/<body[^>]*>/, (body) => body + bar);
}
