import { useEffect } from 'react';
import { useSettingsStore } from '@konak/shared-ui';
import { useLang } from '../i18n/use-lang';
import { pageTitle } from '../head/title';

/** The page title as the server's head writes it (head/title.ts), kept up to date in the browser. */
export function useDocumentTitle(title: string | undefined, home = false) {
  const lang = useLang();
  const settings = useSettingsStore((s) => s.settings);
  const full = pageTitle(settings, lang, title, home);
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
