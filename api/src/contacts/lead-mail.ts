// The sales team's e-mails, in Turkish: a new call-back request, and a reminder for one still unanswered.
import { LANGUAGE_LABELS, requestUnitText, type Lang } from '@konak/contract';
import { escapeHtml } from '../site/html.js';
import type { ContactRequest } from './contact-request.entity.js';

export interface LeadMailContext {
  siteUrl: string;
  /** Turkish titles of the known projects the request names, by slug (its own, its shortlist's homes'). */
  titles: Record<string, string>;
}

export const adminLink = (siteUrl: string, id: number) => `${siteUrl}/admin/contacts/${id}`;

/** Digits and a leading + only: what a tel: link needs. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function lines(c: ContactRequest, ctx: LeadMailContext): [string, string, string?][] {
  const title = (slug: string) => ctx.titles[slug] ?? '';
  const project = c.project ? (title(c.project) ? `${title(c.project)} (${c.project})` : c.project) : '';
  const source = [c.utm_source, c.utm_medium, c.utm_campaign].filter(Boolean).join(' / ');
  const rows: [string, string, string?][] = [
    ['Ad Soyad', c.name],
    ['Telefon', c.phone, telHref(c.phone)],
    ['E-posta', c.email, `mailto:${c.email}`],
  ];
  if (project) rows.push(['Proje', project]);
  if (c.unit) rows.push(['Daire', requestUnitText(c, title)]);
  rows.push(['Dil', LANGUAGE_LABELS[c.language as Lang] ?? c.language]);
  if (c.page) rows.push(['Geldiği sayfa', c.page, `${ctx.siteUrl}${c.page}`]);
  if (c.referrer_host) rows.push(['Yönlendiren site', c.referrer_host]);
  if (source) rows.push(['Kampanya (UTM)', source]);
  if (c.message) rows.push(['Mesaj', c.message]);
  return rows;
}

function render(intro: string, c: ContactRequest, ctx: LeadMailContext) {
  const link = adminLink(ctx.siteUrl, c.id);
  const rows = lines(c, ctx);
  const text = [
    intro,
    '',
    ...rows.map(([k, v, href]) => `${k}: ${v}${href && href.startsWith('tel:') ? ` (${href})` : ''}`),
    '',
    `Talebi yönetim panelinde açın: ${link}`,
    '',
  ].join('\n');
  const cell = (v: string, href?: string) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(v)}</a>` : escapeHtml(v).replace(/\n/g, '<br>');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#2d2d2d">
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([k, v, href]) => `<tr><th align="left" style="vertical-align:top">${escapeHtml(k)}</th><td>${cell(v, href)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#d4a574;color:#fff;text-decoration:none;border-radius:6px">Talebi yönetim panelinde aç</a></p>
</body></html>`;
  return { text, html };
}

const about = (c: ContactRequest, ctx: LeadMailContext) =>
  [c.name, (c.project && ctx.titles[c.project]) || c.project].filter(Boolean).join(' — ');

export function alertMail(c: ContactRequest, ctx: LeadMailContext) {
  return {
    subject: `Yeni geri arama talebi: ${about(c, ctx)}`,
    ...render('Siteden yeni bir geri arama talebi geldi. Lütfen en kısa sürede arayın.', c, ctx),
  };
}

export function reminderMail(c: ContactRequest, ctx: LeadMailContext, hours: number) {
  return {
    subject: `Hatırlatma: yanıt bekleyen talep — ${about(c, ctx)}`,
    ...render(
      `Bu talep ${hours} çalışma saatidir “Yeni” durumunda bekliyor. Arandıysa durumunu panelden güncelleyin.`,
      c,
      ctx,
    ),
  };
}
