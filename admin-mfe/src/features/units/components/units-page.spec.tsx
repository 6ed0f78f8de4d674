import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { Route, Routes } from 'react-router-dom';
import type { Unit } from '@konak/shared-ui';
import { UnitsPage } from './units-page';
import { useUnitsStore } from '../stores/units-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

const unit = (id: number, floor: number, number: string, status: Unit['status'] = 'available'): Unit => ({ id, block_id: 1, floor, number, label: `A-${floor}-${number}`, plan_key: 'plan-1', facing: 'S', price_try: 4500000, status });
const UNITS = [unit(1, 1, '1'), unit(2, 1, '2', 'reserved'), unit(3, 2, '3'), unit(4, 2, '4', 'sold')];
const GRID = { blocks: [{ id: 1, name: 'A', position: 0 }], units: UNITS, counts: { total: 4, available: 2, reserved: 1, sold: 1 } };
const PROJECT = { id: 5, slug: 'gunes-evleri', title: { tr: 'Güneş Evleri', en: '', ru: '' }, plans: [{ key: 'plan-1', name: { tr: '2+1', en: '', ru: '' }, image: '', area: '80 m²', rooms: '2+1' }] };

let api: ReturnType<typeof mock>;
const mock = () =>
  mockApi({
    'GET /api/projects/{id}/blocks': () => GRID,
    'GET /api/projects': () => [PROJECT],
    'GET /api/exchange-rates': () => ({ eur: 37.5, usd: null, rub: null, as_of: '2026-11-26', updated_at: null }),
    'PATCH /api/units': ({ body }) => ({ updated: (body as { ids: number[] }).ids.length }),
    'PUT /api/projects/{id}/units.csv': () => {
      const detail = [
        { line: 3, msg: '3. satır: kat "x" geçersiz' },
        { line: 5, msg: '5. satır: A bloğunda 1 numaralı daire 2. satırda da var' },
      ];
      throw new HTTPError(new Response(JSON.stringify({ detail }), { status: 400 }), new Request('http://konak.test/api/projects/5/units.csv'), {} as never);
    },
  });

beforeEach(() => {
  api = mock();
});
afterEach(() => {
  useUnitsStore.getState().reset();
  jest.restoreAllMocks();
});

const renderPage = () =>
  render(
    <TestRouter initialEntries={['/admin/projects/5/daireler']}>
      <Routes>
        <Route path="/admin/projects/:id/daireler" element={<UnitsPage />} />
      </Routes>
    </TestRouter>,
  );

signInAs('owner');

describe('Daireler', () => {
  it('draws a block with its top floor first, each cell named with its status, and the counts', async () => {
    renderPage();
    const grid = await screen.findByRole('group', { name: 'A Blok daireleri' });
    expect(api['GET /api/projects/{id}/blocks']).toHaveBeenCalledWith({ params: { path: { id: 5 } } });
    const cells = within(grid).getAllByRole('button');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual(['A-2-3, Satışta', 'A-2-4, Satıldı', 'A-1-1, Satışta', 'A-1-2, Opsiyonlu']);
    expect(within(grid).getByText('2. kat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Daireler: Güneş Evleri/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Renkler ve sayılar' })).toHaveTextContent('Satışta 2Opsiyonlu 1Satıldı 1Toplam 4');
  });

  it('opens a unit at a click and sets its status in one more click', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'A-1-1, Satışta' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Daire A-1-1');
    expect(dialog).toHaveTextContent('2+1 · 80 m² · Güney · 4.500.000 ₺');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satıldı' }));
    expect(api['PATCH /api/units']).toHaveBeenCalledWith({ body: { ids: [1], status: 'sold' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A-1-1, Satıldı' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Renkler ve sayılar' })).toHaveTextContent('Satışta 1Opsiyonlu 1Satıldı 2');
  });

  it('selects with Ctrl and Shift and sets the status of all at once', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('{Control>}');
    await user.click(await screen.findByRole('button', { name: 'A-2-3, Satışta' }));
    await user.keyboard('{/Control}{Shift>}');
    await user.click(screen.getByRole('button', { name: 'A-1-1, Satışta' }));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: 'Seçili daireler' });
    expect(bar).toHaveTextContent('3 daire seçili');
    await userEvent.click(within(bar).getByRole('button', { name: 'Opsiyonlu' }));
    expect(api['PATCH /api/units']).toHaveBeenCalledWith({ body: { ids: expect.arrayContaining([3, 4, 1]), status: 'reserved' } });
    expect((api['PATCH /api/units'].mock.calls[0][0] as { body: { ids: number[] } }).body.ids).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Seçili daireler' })).not.toBeInTheDocument();
  });

  it('selects by tapping in “Seç” mode (phones have no Shift)', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Seç' }));
    await userEvent.click(screen.getByRole('button', { name: 'A-1-1, Satışta' }));
    await userEvent.click(screen.getByRole('button', { name: 'A-1-2, Opsiyonlu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A-1-1, Satışta' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Seçili daireler' })).toHaveTextContent('2 daire seçili');
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByRole('button', { name: 'A-1-1, Satışta' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the cell back when the server refuses the change', async () => {
    api['PATCH /api/units'].mockImplementation(() => Promise.reject(new Error('bağlantı yok')));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'A-1-1, Satışta' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Satıldı' }));
    expect(await screen.findByRole('button', { name: 'A-1-1, Satışta' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a bad unit number before sending', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '+ Daire' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Daire no'), '4 A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Daire no 1–20 karakter olmalı');
  });

  it('lists a refused CSV’s rows by line and says nothing changed', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'A Blok daireleri' });
    const file = new File(['block;floor;number\nA;x;1'], 'daireler.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV dosyası'), file);
    const alert = await screen.findByText(/Dosya içe aktarılmadı; hiçbir daire değişmedi/);
    expect(alert.parentElement).toHaveTextContent('3. satır: kat "x" geçersiz');
    expect(alert.parentElement).toHaveTextContent('5. satır: A bloğunda 1 numaralı daire 2. satırda da var');
    expect(api['PUT /api/projects/{id}/units.csv']).toHaveBeenCalledWith(expect.objectContaining({ params: { path: { id: 5 } }, body: 'block;floor;number\nA;x;1' }));
  });
});
