import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuditPage } from './audit-page';
import { AuditEntryPage } from './audit-entry-page';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';

const ENTRY = {
  id: 41,
  at: '2026-11-26T11:05:00Z',
  user_id: 1,
  user_name: 'Zeynep',
  user_email: 'zeynep@konak.example',
  client_ip: '10.0.0.5',
  action: 'update',
  type: 'project',
  item_id: 5,
  title: 'Güneş Evleri',
  fields: ['title.ru', 'slug', 'gallery', 'features.0.title.en'],
};
const CHANGES = [
  { field: 'title.ru', before: 'Солнце', after: 'Солнечные дома' },
  { field: 'description.tr', before: '', after: 'Uzun bir metin '.repeat(40) },
];

const api = mockApi({
  'GET /api/audit': () => ({
    items: [
      ENTRY,
      {
        ...ENTRY,
        id: 40,
        action: 'login_failed',
        type: 'user',
        user_id: null,
        user_name: '',
        user_email: '',
        title: 'x@example.com',
        fields: [],
      },
      { ...ENTRY, id: 39, action: 'delete', title: 'Eski Proje', fields: [] },
      {
        ...ENTRY,
        id: 38,
        type: 'exchange_rates',
        item_id: 1,
        title: 'Döviz kurları (2026-11-21)',
        fields: ['eur'],
      },
    ],
    total: 4,
    page: 1,
    per_page: 50,
  }),
  'GET /api/audit/{id}': () => ({ ...ENTRY, changes: CHANGES }),
  'GET /api/users': () => [{ id: 1, name: 'Zeynep', email: 'z@example.com' }],
});

afterEach(() => jest.clearAllMocks());

function Address() {
  const { search } = useLocation();
  return <output aria-label="adres">{search}</output>;
}

const renderAt = (url: string) =>
  render(
    <TestRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/admin/etkinlik-kaydi"
          element={
            <>
              <AuditPage />
              <Address />
            </>
          }
        />
        <Route path="/admin/etkinlik-kaydi/:id" element={<AuditEntryPage />} />
      </Routes>
    </TestRouter>,
  );

describe('Etkinlik Kaydı', () => {
  it('lists who did what, with the changed fields and their languages', async () => {
    renderAt('/admin/etkinlik-kaydi');
    const row = (await screen.findByRole('link', { name: 'Güneş Evleri' })).closest('tr')!;
    expect(within(row).getByText('Zeynep')).toBeInTheDocument();
    // Named by name and e-mail, not by the address they worked from.
    expect(within(row).getByText('zeynep@konak.example')).toBeInTheDocument();
    expect(within(row).queryByText('10.0.0.5')).not.toBeInTheDocument();
    expect(within(row).getByText('Düzenledi')).toBeInTheDocument();
    expect(within(row).getByText('26 Kasım 2026 14:05')).toBeInTheDocument();
    expect(within(row).getByText('RU')).toBeInTheDocument();
    expect(within(row).getByText('+1')).toBeInTheDocument();
    // Nobody signed in (a failed login) is said in plain words.
    const failed = screen.getByRole('link', { name: 'x@example.com' }).closest('tr')!;
    expect(within(failed).getByText('Başarısız giriş')).toBeInTheDocument();
    expect(within(failed).getByText('Giriş yapmamış biri')).toBeInTheDocument();
    // A deletion links to the trash, at its kind of item.
    const deleted = screen.getByRole('link', { name: 'Eski Proje' }).closest('tr')!;
    expect(within(deleted).getByRole('link', { name: /Çöp kutusunda/ })).toHaveAttribute(
      'href',
      '/admin/cop-kutusu?tur=proje',
    );
    expect(within(row).queryByRole('link', { name: /Çöp kutusunda/ })).not.toBeInTheDocument();
    // A change of the exchange rates links to their screen.
    const rates = screen.getByRole('link', { name: 'Döviz kurları (2026-11-21)' }).closest('tr')!;
    expect(within(rates).getByRole('link', { name: /Güncel kurlar/ })).toHaveAttribute(
      'href',
      '/admin/doviz-kurlari',
    );
    expect(screen.getByText('Toplam 4 kayıt · Sayfa 1 / 1')).toBeInTheDocument();
  });

  it('pages through the address with the shared pager, keeping the filters', async () => {
    api['GET /api/audit'].mockImplementation(({ params }) => ({
      items: [{ ...ENTRY, id: 100 - Number(params?.query?.page) }],
      total: 230,
      page: params?.query?.page,
      per_page: 50,
    }));
    renderAt('/admin/etkinlik-kaydi?tur=project');
    expect(await screen.findByText('Toplam 230 kayıt · Sayfa 1 / 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Sonraki/ }));
    expect(await screen.findByText('Toplam 230 kayıt · Sayfa 2 / 5')).toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toHaveTextContent('?tur=project&sayfa=2');
    expect(api['GET /api/audit']).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: { query: { type: 'project', page: 2, per_page: 50 } } }),
    );
  });

  it('reads its filters from the address and writes them back there', async () => {
    renderAt('/admin/etkinlik-kaydi?tur=project&islem=update');
    await screen.findByRole('link', { name: 'Güneş Evleri' });
    expect(api['GET /api/audit']).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { query: { type: 'project', action: 'update', page: 1, per_page: 50 } },
      }),
    );
    await userEvent.selectOptions(
      await screen.findByLabelText('Kişi'),
      await screen.findByRole('option', { name: 'Zeynep' }),
    );
    expect(screen.getByLabelText('adres')).toHaveTextContent('tur=project&islem=update&kullanici=1');
    expect(api['GET /api/audit']).toHaveBeenLastCalledWith(
      expect.objectContaining({
        params: { query: { user_id: '1', type: 'project', action: 'update', page: 1, per_page: 50 } },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Süzmeyi kaldır' }));
    expect(screen.getByLabelText('adres')).toHaveTextContent(/^$/);
  });

  it('leaves routine sign-ins out until "Girişleri göster" is ticked, kept in the address (decision 0202)', async () => {
    renderAt('/admin/etkinlik-kaydi');
    await screen.findByRole('link', { name: 'Güneş Evleri' });
    expect(api['GET /api/audit']).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: { query: { page: 1, per_page: 50 } } }),
    );
    const box = screen.getByRole('checkbox', { name: /Girişleri göster/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(screen.getByLabelText('adres')).toHaveTextContent('?girisler=1');
    expect(api['GET /api/audit']).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: { query: { sign_ins: 'true', page: 1, per_page: 50 } } }),
    );
    // Showing more is not a narrowing to take back.
    expect(screen.queryByRole('button', { name: 'Süzmeyi kaldır' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Girişleri göster/ }));
    expect(screen.getByLabelText('adres')).toHaveTextContent(/^$/);
  });

  it('opens an entry as before → after per field, languages labelled', async () => {
    renderAt('/admin/etkinlik-kaydi/41');
    const title = await screen.findByRole('heading', { name: /Başlık\s*RU/ });
    const change = title.closest('article')!;
    expect(within(change).getByText('Солнце')).toBeInTheDocument();
    expect(within(change).getByText('Солнечные дома')).toBeInTheDocument();
    const description = screen.getByRole('heading', { name: /Açıklama\s*TR/ }).closest('article')!;
    expect(within(description).getByText('(boş)')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.5')).toBeInTheDocument();
    expect(screen.getByText('zeynep@konak.example')).toBeInTheDocument();
    expect(screen.queryByText(/Kayıt no/i)).not.toBeInTheDocument();
  });
});
