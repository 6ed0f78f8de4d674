import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@konak/shared-ui';
import { App } from '../../../app/app';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';
import { parseRate } from './exchange-rates-section';
import { parseUsd } from './foreign-buyers-section';

const api = mockApi({
  'GET /api/exchange-rates': () => ({
    eur: 37.5,
    usd: null,
    rub: 0.41,
    as_of: '2026-11-26',
    ru_currency: 'RUB',
    foreign_buyers: {
      residence_usd: null,
      citizenship_usd: 400000,
      as_of: '2026-11-01',
      text: { tr: 'Yasa belirler', en: 'The law sets them', ru: '' },
    },
    updated_at: null,
  }),
  'PUT /api/exchange-rates/foreign-buyers': ({ body }) => ({ foreign_buyers: body }),
  'PUT /api/exchange-rates': ({ body }) => ({ ...(body as object), updated_at: '2026-11-28T03:00:00Z' }),
});
const saveRates = api['PUT /api/exchange-rates'];
const saveThresholds = api['PUT /api/exchange-rates/foreign-buyers'];

const initial = useAuthStore.getState();
afterEach(() => {
  useAuthStore.setState(initial, true);
  jest.clearAllMocks();
});

/** The panel at the rates' address, signed in as an editor (Ayarlar is not theirs) or the owner. */
function renderAsEditor(role: 'editor' | 'owner' = 'editor') {
  useAuthStore.setState({
    status: 'authenticated',
    user: { id: 2, name: 'Eda', email: 'eda@konak.test', role, created_at: '' },
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
    expect(form.getByRole('status')).toHaveTextContent('');
    await userEvent.click(form.getByRole('button', { name: 'Kurları kaydet' }));
    expect(saveRates).toHaveBeenCalledWith({
      body: { eur: 37.5, usd: 36.25, rub: 0.41, as_of: '2026-11-26', ru_currency: 'EUR' },
    });
    // The answer beside the button (issue 26), gone again at the next edit.
    expect(await form.findByRole('status')).toHaveTextContent(/^Kaydedildi · \d{2}:\d{2}$/);
    await userEvent.type(form.getByLabelText('1 USD (₺)'), '5');
    expect(form.getByRole('status')).toHaveTextContent('');
  });

  it('says beside the button when the server refuses the rates', async () => {
    saveRates.mockImplementationOnce(() => {
      throw Object.assign(new Error('down'), { status: 503 });
    });
    renderAsEditor();
    const form = within(await screen.findByRole('form', { name: 'Döviz kurları' }));
    await form.findByDisplayValue('37,5');
    await userEvent.click(form.getByRole('button', { name: 'Kurları kaydet' }));
    expect(await form.findByRole('status')).toHaveTextContent(/^Kaydedilemedi: /);
  });

  it('names a wrong rate at its field and sends nothing', async () => {
    renderAsEditor();
    const form = within(await screen.findByRole('form', { name: 'Döviz kurları' }));
    await form.findByDisplayValue('37,5');
    await userEvent.type(form.getByLabelText('1 USD (₺)'), 'abc');
    await userEvent.click(form.getByRole('button', { name: 'Kurları kaydet' }));
    expect(form.getByLabelText('1 USD (₺)')).toHaveAccessibleDescription(/0’dan büyük bir sayı girin/);
    expect(form.getByRole('status')).toHaveTextContent('Kaydedilmedi: işaretli kuru düzeltin');
    expect(saveRates).not.toHaveBeenCalled();
  });

  it('shows the foreign buyers’ thresholds to the owner alone', async () => {
    renderAsEditor();
    await screen.findByRole('form', { name: 'Döviz kurları' });
    expect(screen.queryByRole('form', { name: 'Yabancı alıcı eşikleri' })).not.toBeInTheDocument();
  });

  it('lets the owner mark the thresholds in dollars with their day and a text in three languages', async () => {
    expect(parseUsd('400.000')).toBe(400000);
    expect(parseUsd(' 400 000 ')).toBe(400000);
    expect(parseUsd('')).toBeNull();
    expect(parseUsd('400,5')).toBeNaN();
    renderAsEditor('owner');
    const form = within(await screen.findByRole('form', { name: 'Yabancı alıcı eşikleri' }));
    expect(await form.findByDisplayValue('400000')).toBe(form.getByLabelText('Vatandaşlık eşiği (USD)'));
    expect(form.getByLabelText('Açıklama (İngilizce)')).toHaveValue('The law sets them');
    await userEvent.type(form.getByLabelText('Oturma izni eşiği (USD)'), '200.000');
    await userEvent.type(form.getByLabelText('Açıklama (Rusça)'), 'Закон');
    await userEvent.click(form.getByRole('button', { name: 'Eşikleri kaydet' }));
    expect(saveThresholds).toHaveBeenCalledWith({
      body: {
        residence_usd: 200000,
        citizenship_usd: 400000,
        as_of: '2026-11-01',
        text: { tr: 'Yasa belirler', en: 'The law sets them', ru: 'Закон' },
      },
    });
    expect(await form.findByRole('status')).toHaveTextContent(/Kaydedildi · \d{2}:\d{2}$/);
  });

  it('names a wrong threshold or a missing day at its field and sends nothing', async () => {
    renderAsEditor('owner');
    const form = within(await screen.findByRole('form', { name: 'Yabancı alıcı eşikleri' }));
    await form.findByDisplayValue('400000');
    await userEvent.type(form.getByLabelText('Oturma izni eşiği (USD)'), '12,5');
    await userEvent.clear(form.getByLabelText('Eşiklerin belirlendiği tarih'));
    await userEvent.click(form.getByRole('button', { name: 'Eşikleri kaydet' }));
    expect(form.getByLabelText('Oturma izni eşiği (USD)')).toHaveAccessibleDescription(
      /kuruşsuz bir dolar tutarı girin/,
    );
    expect(form.getByLabelText('Eşiklerin belirlendiği tarih')).toHaveAccessibleDescription(
      'Eşiklerin belirlendiği tarihi girin',
    );
    expect(saveThresholds).not.toHaveBeenCalled();
  });
});
