import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@konak/shared-ui';
import { languageFromPath } from '../config/paths';
import { NAMESPACE } from './register';

/** The page's language, read from its URL. */
export function useLang(): Lang {
  return languageFromPath(useLocation().pathname);
}

/** Interface texts in the page's language (a missing key shows the key, SPEC §8). */
export function usePublicT() {
  const lang = useLang();
  const { t } = useTranslation(NAMESPACE, { lng: lang });
  return { t, lang };
}
