import { useEffect } from 'react';
import { pick, useSettingsStore } from '@konak/shared-ui';
import { useLang } from '../i18n/use-lang';

/** The page title as the server renders it: "<page> | <site name>" in the page's language, or the site's
 *  meta title on the home page (SPEC §4). */
export function useDocumentTitle(pageTitle: string | undefined, home = false) {
  const lang = useLang();
  const settings = useSettingsStore((s) => s.settings);
  const siteName = pick(settings.site_name, lang) || 'Konak Yapı';
  const title = home
    ? pick(settings.meta_title, lang) || siteName
    : pageTitle
      ? `${pageTitle} | ${siteName}`
      : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
