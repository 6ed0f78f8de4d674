// Renders public components the way the shell does: inside a router, with one i18next instance that
// shows a missing key as the key (no fallback language) and this remote's bundles registered.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { initI18n } from '@konak/shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { registerTranslations } from '../i18n/register';

initI18n('tr');
registerTranslations();

export function renderAt(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
