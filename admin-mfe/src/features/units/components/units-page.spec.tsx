import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { Route, Routes } from 'react-router-dom';
import type { Unit } from '@konak/shared-ui';
import { UnitsPage } from './units-page';
import { useUnitsStore } from '../stores/units-store';
import { apiClient } from '../../../api/client';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

const unit = (id: number, floor: number, number: string, status: Unit['status'] = 'available'): Unit => ({
  id,
  block_id: 1,
  floor,
  number,
  label: `A-${floor}-${number}`,
  plan_key: 'plan-1',
  facing: 'S',
  price_try: 4500000,
  status,
});
const UNITS = [unit(1, 1, '1'), unit(2, 1, '2', 'reserved'), unit(3, 2, '3'), unit(4, 2, '4', 'sold')];
const GRID = {
  blocks: [{ id: 1, name: 'A', position: 0 }],
  units: UNITS,
  counts: { total: 4, available: 2, reserved: 1, sold: 1 },
};
const PROJECT = {
  id: 5,
  slug: 'gunes-evleri',
  title: { tr: 'Güneş Evleri', en: '', ru: '' },
  plans: [{ key: 'plan-1', name: { tr: '2+1', en: '', ru: '' }, image: '', area: '80 m²', rooms: '2+1' }],
};

let api: ReturnType<typeof mock>;
const mock = () =>
  mockApi({
    'GET /api/projects/{id}/blocks': () => GRID,
    'GET /api/projects': ({ params }) => {
      // The page reads cards to find the project's address word, then the project whole.
      expect(params?.query).toMatchObject({ fields: 'summary' });
      return [{ id: PROJECT.id, slug: PROJECT.slug, title: PROJECT.title }];
    },
    'GET /api/projects/{id_or_slug}': ({ params }) =>
      params?.path?.id_or_slug === PROJECT.slug ? PROJECT : undefined,
    'GET /api/exchange-rates': () => ({
      eur: 37.5,
      usd: null,
      rub: null,
      as_of: '2026-11-26',
      updated_at: null,
    }),
    'PATCH /api/units': ({ body }) => ({ updated: (body as { ids: number[] }).ids.length }),
    'GET /api/projects/{id}/unit-imports': () => [],
    'PUT /api/projects/{id}/units.csv': () => {
      const detail = [
        { line: 3, msg: '3. satır: kat okunamadı: "x"' },
        { line: 5, msg: '5. satır: A bloğunda 1 numaralı daire 2. satırda da var' },
      ];
      throw new HTTPError(
        new Response(JSON.stringify({ detail }), { status: 400 }),
        new Request('http://konak.test/api/projects/5/units.csv'),
        {} as never,
      );
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
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'A-2-3, Satışta',
      'A-2-4, Satıldı',
      'A-1-1, Satışta',
      'A-1-2, Opsiyonlu',
    ]);
    expect(within(grid).getByText('2. kat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Daireler: Güneş Evleri/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Renkler ve sayılar' })).toHaveTextContent(
      'Satışta 2Opsiyonlu 1Satıldı 1Toplam 4',
    );
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
    expect(screen.getByRole('list', { name: 'Renkler ve sayılar' })).toHaveTextContent(
      'Satışta 1Opsiyonlu 1Satıldı 2',
    );
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
    expect(api['PATCH /api/units']).toHaveBeenCalledWith({
      body: { ids: expect.arrayContaining([3, 4, 1]), status: 'reserved' },
    });
    expect((api['PATCH /api/units'].mock.calls[0][0] as { body: { ids: number[] } }).body.ids).toHaveLength(
      3,
    );
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
    expect(alert.parentElement).toHaveTextContent('3. satır: kat okunamadı: "x"');
    expect(alert.parentElement).toHaveTextContent('5. satır: A bloğunda 1 numaralı daire 2. satırda da var');
    // The file's bytes go as they are (the server tells UTF-8 from Windows-1254), first as a preview.
    expect(api['PUT /api/projects/{id}/units.csv']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { path: { id: 5 }, query: {} }, body: file }),
    );
  });

  it('shows what a CSV will change before anything does, applies it on "Uygula", and undoes it on "Geri al"', async () => {
    const preview = {
      applied: false,
      import_id: null,
      encoding: 'windows-1254',
      blocks: 1,
      units: 3,
      added: 0,
      changed: 3,
      removed: 94,
      removed_blocks: 0,
      added_blocks: 0,
      field_changes: { floor: 0, plan_key: 0, facing: 0, price_try: 3, status: 1 },
      summary: '3 fiyat, 1 durum değişecek, 94 daire silinecek',
      changes: [
        {
          kind: 'changed',
          label: 'A-1-1',
          fields: [
            { field: 'price_try', before: 4500000, after: 5200000 },
            { field: 'status', before: 'available', after: 'sold' },
          ],
        },
        {
          kind: 'removed',
          label: 'A-2-3',
          fields: [
            { field: 'price_try', before: 4500000, after: null },
            { field: 'status', before: 'available', after: null },
          ],
        },
      ],
      changes_total: 97,
    };
    let imports: unknown[] = [];
    api['PUT /api/projects/{id}/units.csv'].mockImplementation(({ params }) =>
      params?.query?.confirm
        ? { ...preview, applied: true, import_id: 7, summary: '3 fiyat, 1 durum değişti, 94 daire silindi' }
        : preview,
    );
    api['GET /api/projects/{id}/unit-imports'].mockImplementation(() => imports);
    const undo = jest.fn((_init: unknown) => ({ ...preview, applied: true, import_id: 7 }));
    jest.mocked(apiClient.POST).mockImplementation((async (path: string, init: unknown) => {
      if (path !== '/api/unit-imports/{id}/undo') throw new Error(`no POST ${path}`);
      imports = [
        { ...(imports[0] as object), can_undo: false, undone_at: '2026-11-27T20:00:00Z', undone_by: 'Ayşe' },
      ];
      return { data: undo(init as never) };
    }) as never);
    renderPage();
    await screen.findByRole('group', { name: 'A Blok daireleri' });
    const file = new File(['blok;kat;no\nA;1;1'], 'daireler.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV dosyası'), file);
    const dialog = await screen.findByRole('dialog', { name: 'CSV içe aktarma: önizleme' });
    expect(within(dialog).getByTestId('csv-preview-summary')).toHaveTextContent(
      '3 fiyat, 1 durum değişecek, 94 daire silinecek',
    );
    expect(dialog).toHaveTextContent('Windows-1254');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dosyada olmayan 94 daire silinecek.');
    expect(dialog).toHaveTextContent('A-1-1 · Fiyat: 4.500.000 TL → 5.200.000 TL · Durum: Satışta → Satıldı');
    expect(dialog).toHaveTextContent('A-2-3 · 4.500.000 TL · Satışta');
    expect(dialog).toHaveTextContent('… ve 95 değişiklik daha.');
    expect(api['PUT /api/projects/{id}/units.csv']).toHaveBeenCalledTimes(1);

    imports = [
      {
        id: 7,
        created_at: '2026-11-27T19:40:00Z',
        user_name: 'Ayşe',
        blocks: 1,
        units: 3,
        added: 0,
        changed: 3,
        removed: 94,
        removed_blocks: 0,
        summary: '3 daire değişti, 94 daire silindi',
        undone_at: null,
        undone_by: '',
        can_undo: true,
      },
    ];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    expect(api['PUT /api/projects/{id}/units.csv']).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: { path: { id: 5 }, query: { confirm: '1' } }, body: file }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const last = await screen.findByTestId('csv-last-import');
    expect(last).toHaveTextContent(
      'Son içe aktarma: 27.11.2026 22:40 · Ayşe · 3 daire değişti, 94 daire silindi',
    );

    await userEvent.click(within(last).getByRole('button', { name: 'Geri al' }));
    const ask = screen.getByRole('dialog', { name: 'İçe aktarmayı geri al' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Geri al' }));
    await waitFor(() => expect(undo).toHaveBeenCalledWith({ params: { path: { id: 7 } } }));
    await waitFor(() => expect(screen.getByTestId('csv-last-import')).toHaveTextContent('geri alındı'));
    expect(
      within(screen.getByTestId('csv-last-import')).queryByRole('button', { name: 'Geri al' }),
    ).not.toBeInTheDocument();
  });
});
