import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@konak/shared-ui';
import { validateSettings } from './settings-rules';
import { SettingsPage } from './settings-page';
import { useSettingsFormStore } from '../stores/settings-form-store';
import { mockApi } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';

const api = mockApi({
  'GET /api/settings': () => ({}),
  'PUT /api/settings': jest.fn(),
  'GET /api/settings/leads': () => ({
    sales_emails: [],
    reminder_hours: 4,
    retention_days: 730,
    ip_retention_days: 180,
  }),
  'PUT /api/settings/leads': jest.fn(),
  'GET /api/contact/alerts': () => ({
    enabled: false,
    from: '',
    recipients: [],
    queued: 0,
    retrying: 0,
    failed: 0,
    sent: 0,
  }),
  'GET /api/kvkk/versions': () => [],
  'POST /api/kvkk/versions': jest.fn(),
});
const saveSettings = api['PUT /api/settings'];

afterEach(() => useSettingsFormStore.getState().reset());

describe('settings rules', () => {
  it('accepts the defaults', () => {
    expect(validateSettings(DEFAULT_SETTINGS)).toEqual([]);
  });
  it('checks social URLs, colours, fonts and the base size, each on its tab', () => {
    const problems = validateSettings({
      ...DEFAULT_SETTINGS,
      social_instagram: 'instagram.com/x',
      primary_color: 'kırmızı',
      body_font: 'Comic Sans' as never,
      font_size_base: 'büyük',
    });
    expect(problems.map((p) => (typeof p === 'string' ? p : p.tab))).toEqual([
      'theme',
      'theme',
      'theme',
      'social',
    ]);
  });
  it('requires the site name in every language (every page title ends with it)', () => {
    expect(
      validateSettings({ ...DEFAULT_SETTINGS, site_name: { tr: '', en: 'Konak', ru: 'Konak' } }),
    ).toEqual([{ tab: 'general', field: 'site_name.tr', message: 'Türkçe site adı boş' }]);
  });
});

describe('Ayarlar screen', () => {
  it('opens the tab that holds a problem and marks the others that do', async () => {
    render(
      <TestRouter>
        <SettingsPage />
      </TestRouter>,
    );
    const tabs = within(await screen.findByRole('tablist', { name: 'Ayar bölümleri' }));
    await userEvent.click(tabs.getByRole('tab', { name: 'İletişim' }));
    await userEvent.type(screen.getByLabelText('E-posta'), 'info@konak');
    await userEvent.click(tabs.getByRole('tab', { name: 'Tema' }));
    await userEvent.clear(screen.getByLabelText('Ana renk (hex)'));
    await userEvent.type(screen.getByLabelText('Ana renk (hex)'), 'kırmızı');
    await userEvent.click(tabs.getByRole('tab', { name: 'Sosyal Medya' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(saveSettings).not.toHaveBeenCalled();
    expect(tabs.getByRole('tab', { name: /Tema/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs.getByRole('tab', { name: /İletişim/ })).getByLabelText('eksik')).toBeInTheDocument();
    expect(within(tabs.getByRole('tab', { name: /Sosyal Medya/ })).queryByLabelText('eksik')).toBeNull();
    const colour = screen.getByLabelText('Ana renk (hex)');
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveFocus();
    expect(
      screen.getByText(/Ana renk bir renk kodu olmalı, örn\. #C9A961/, { selector: '.adm-alert li' }),
    ).toBeInTheDocument();
  });

  it('no longer holds the exchange rates: it links to their screen', async () => {
    render(
      <TestRouter>
        <SettingsPage />
      </TestRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Döviz Kurları' })).toHaveAttribute(
      'href',
      '/admin/doviz-kurlari',
    );
    expect(screen.queryByRole('form', { name: 'Döviz kurları' })).not.toBeInTheDocument();
  });

  it('stops the phone number at the length the server takes', async () => {
    render(
      <TestRouter>
        <SettingsPage />
      </TestRouter>,
    );
    await userEvent.click(
      within(await screen.findByRole('tablist', { name: 'Ayar bölümleri' })).getByRole('tab', {
        name: 'İletişim',
      }),
    );
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('maxLength', '40');
  });
});
