// The i18next instance earlier releases of the remotes read their interface texts from: the shell shared
// it (a singleton) and initialised it at start. Today's public remote brings its own texts
// (public-mfe/src/i18n/texts.ts), so the shell initialises i18next — and a page downloads it — only for a
// remote whose manifest says it shares i18next (federation/remotes.ts). A missing key shows the key itself.
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
    // Resources are added by the remote, synchronously: initialise at once.
    initAsync: false,
  });
}
