// The "forgotten password" e-mail, in Turkish: the one-time link and how long it works.
import { escapeHtml } from '../site/html.js';

/** The admin screen that sets the new password; the secret rides in the fragment, which browsers send
 *  to no server (not in logs, not in a Referer). */
/** The outbox slot the link is sealed under (never stored in clear; see OutboxService.enqueue). */
export const RESET_LINK_SLOT = 'reset_link';

export const resetLink = (siteUrl: string, token: string) => `${siteUrl}/admin/sifre-yenile#${token}`;

export function passwordResetMail(name: string, link: string, minutes: number) {
  const intro = `Merhaba ${name}, yönetim paneli için şifre yenileme isteği aldık.`;
  const how = `Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın. Bağlantı ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`;
  const ignore = 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.';
  const text = [intro, '', how, link, '', ignore, ''].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#2d2d2d">
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#d4a574;color:#fff;text-decoration:none;border-radius:6px">Yeni şifre belirle</a></p>
<p style="color:#6b6b6b">${escapeHtml(ignore)}</p>
</body></html>`;
  return { subject: 'Yönetim paneli: şifre yenileme bağlantınız', text, html };
}
