import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@konak/shared-ui';
import { App } from '../../../app/app';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';
import { parseRate } from './exchange-rates-section';

const api = mockApi({
  'GET /api/exchange-rates': () => ({
    eur: 37.5,
    usd: null,
    rub: 0.41,
    as_of: '2026-11-26',
    ru_currency: 'RUB',
    updated_at: null,
  }),
  'PUT /api/exchange-rates': ({ body }) => ({ ...(body as object), updated_at: '2026-11-28T03:00:00Z' }),
});
const saveRates = api['PUT /api/exchange-rates'];

const initial = useAuthStore.getState();
afterEach(() => {
  useAuthStore.setState(initial, true);
  jest.clearAllMocks();
});

/** The panel at the rates' address, signed in as an editor (Ayarlar is not theirs). */
function renderAsEditor() {
  useAuthStore.setState({
    status: 'authenticated',
    user: { id: 2, name: 'Eda', email: 'eda@konak.test', role: 'editor', created_at: '' },
    init: jest.fn(async () => undefined),
  });
  return render(
    <TestRouter initialEntries={['/admin/doviz-kurlari']}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </TestRouter>,
  );
}

describe('Döviz Kurları screen', () => {
  it('reads "36,85" and "36.85" alike, an empty rate as none and anything else as wrong', () => {
    expect(parseRate('36,85')).toBe(36.85);
    expect(parseRate(' 36.85 ')).toBe(36.85);
    expect(parseRate('')).toBeNull();
    expect(parseRate('abc')).toBeNaN();
  });

  it('lets an editor read and save the rates, the Russian pages’ currency and the date', async () => {
    renderAsEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Döviz Kurları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Döviz Kurları/ })).toHaveClass('active');
    const form = within(screen.getByRole('form', { name: 'Döviz kurları' }));
    expect(await form.findByDisplayValue('37,5')).toBe(form.getByLabelText('1 EUR (₺)'));
    expect(form.getByLabelText('1 USD (₺)')).toHaveValue('');
    expect(form.getByLabelText('1 RUB (₺)')).toHaveValue('0,41');
    await userEvent.type(form.getByLabelText('1 USD (₺)'), '36,25');
    await userEvent.selectOptions(form.getByLabelText('Rusça sayfalarda fiyatlar'), 'EUR');
    await userEvent.click(form.getByRole('button', { name: 'Kurları kaydet' }));
    expect(saveRates).toHaveBeenCalledWith({
      body: { eur: 37.5, usd: 36.25, rub: 0.41, as_of: '2026-11-26', ru_currency: 'EUR' },
    });
  });

  it('names a wrong rate at its field and sends nothing', async () => {
    renderAsEditor();
    const form = within(await screen.findByRole('form', { name: 'Döviz kurları' }));
    await form.findByDisplayValue('37,5');
    await userEvent.type(form.getByLabelText('1 USD (₺)'), 'abc');
    await userEvent.click(form.getByRole('button', { name: 'Kurları kaydet' }));
    expect(form.getByLabelText('1 USD (₺)')).toHaveAccessibleDescription(/0’dan büyük bir sayı girin/);
    expect(saveRates).not.toHaveBeenCalled();
  });
});
