// Renders public components the way the shell does: inside a router, with one i18next instance that
// shows a missing key as the key (no fallback language) and this remote's bundles registered.
import type { ReactElement } from 'react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerTranslations } from '../i18n/register';

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: 'tr',
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
registerTranslations();

export function renderAt(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
