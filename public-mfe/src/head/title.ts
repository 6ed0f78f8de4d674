import { pick, type Lang, type SiteSettings } from '@konak/shared-ui';

/** A page's title as both the server's head and the browser's document.title write it: "<page> | <site
 *  name>" in the page's language, or the site's meta title on the home page (SPEC §4). */
export function pageTitle(
  settings: SiteSettings,
  lang: Lang,
  title: string | undefined,
  home = false,
): string | undefined {
  const siteName = pick(settings.site_name, lang) || 'Konak Yapı';
  if (home) return pick(settings.meta_title, lang) || siteName;
  return title ? `${title} | ${siteName}` : undefined;
}
