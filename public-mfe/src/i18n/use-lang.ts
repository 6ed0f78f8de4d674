import { use } from 'react';
import { useLocation } from 'react-router-dom';
import type { Lang } from '@konak/shared-ui';
import { languageFromPath } from '../config/paths';
import { loadedTranslator, loadTexts } from './texts';

/** The page's language, read from its URL. */
export function useLang(): Lang {
  return languageFromPath(useLocation().pathname);
}

/** Interface texts in the page's language (a missing key shows the key, SPEC §8). Suspends while a
 *  language's file is on its way: during a navigation to another language the page in hand stays. */
export function usePublicT() {
  const lang = useLang();
  return { t: loadedTranslator(lang) ?? use(loadTexts(lang)), lang };
}
