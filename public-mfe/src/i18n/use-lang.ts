import { useLocation } from 'react-router-dom';
import type { Lang } from '@konak/shared-ui';
import { languageFromPath } from '../config/paths';
import { translator } from './texts';

/** The page's language, read from its URL. */
export function useLang(): Lang {
  return languageFromPath(useLocation().pathname);
}

/** Interface texts in the page's language (a missing key shows the key, SPEC §8). */
export function usePublicT() {
  const lang = useLang();
  return { t: translator(lang), lang };
}
