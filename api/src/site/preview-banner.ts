// Issue 26: a page drawn for a preview link says that it is one, in the page's language, so the office
// never takes a draft's preview for the live site (nor sends its address to a buyer). Written by the host
// outside #root (the remote's hydration never touches it) and only into preview answers, which are never
// cached; an inline style, allowed by the pages' CSP, keeps it independent of any release's CSS.
import { isLang, type Lang } from '@konak/contract';
import { escapeHtml } from './html.js';

export const PREVIEW_TEXTS: Record<Lang, { label: string; text: string }> = {
  tr: { label: 'Önizleme', text: 'Bu sayfa kaydedilmiş hâlini gösteriyor. Taslak ya da zamanlanmış bir kayıt ziyaretçilere görünmez.' },
  en: { label: 'Preview', text: 'This page shows the saved version. A draft or scheduled item is not visible to visitors.' },
  ru: { label: 'Предпросмотр', text: 'На странице показана сохранённая версия. Черновик или запланированная запись посетителям не видна.' },
};

const BAR =
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483000;display:flex;flex-wrap:wrap;gap:.25rem .6rem;justify-content:center;align-items:baseline;' +
  'padding:.6rem 1rem calc(.6rem + env(safe-area-inset-bottom));background:#7a4b00;color:#fff;font:500 15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  'text-align:center;box-shadow:0 -2px 12px rgba(0,0,0,.25)';
const LABEL = 'font-weight:700;text-transform:uppercase;letter-spacing:.06em;background:#fff;color:#7a4b00;border-radius:4px;padding:.05rem .45rem';

/** The page with the preview bar after <body>, in the language its <html lang> names (Turkish when none),
 *  and room at the page's end so the bar covers nothing. */
export function withPreviewBanner(html: string): string {
  const named = /<html lang="([a-z]{2})"/.exec(html)?.[1];
  const lang: Lang = isLang(named) ? named : 'tr';
  const { label, text } = PREVIEW_TEXTS[lang];
  const bar =
    `<div id="konak-preview" role="status" lang="${lang}" style="${BAR}"><strong style="${LABEL}">${escapeHtml(label)}</strong><span>${escapeHtml(text)}</span></div>` +
    '<style>body{padding-bottom:5.5rem}</style>';
  return html.replace(/<body[^>]*>/, (body) => body + bar);
}
