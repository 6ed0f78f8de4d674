// One i18next instance for the whole page (shared as a singleton). Each remote adds its own namespace.
// A missing key shows the key itself (SPEC §8), so there is no fallback language for interface texts;
// content fields fall back to Turkish through pick().
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bootData } from '@konak/shared-ui';
import { languageFromPath } from './language';

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: bootData().lang ?? languageFromPath(window.location.pathname),
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
export default i18n;
