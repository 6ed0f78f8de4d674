// One i18next instance for the whole page (shared as a singleton). Each remote adds its own namespace.
// A missing key shows the key itself (SPEC §8), so there is no fallback language for interface texts;
// content fields fall back to Turkish through pick().
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../api/models';

/** Initialises the instance once (the shell in the browser, a remote's server render, tests). */
export function initI18n(lng: Lang) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // Resources are added in code, synchronously: initialise at once, so a server render has them.
      initAsync: false,
    });
  }
  return i18n;
}
