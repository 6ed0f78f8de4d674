import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ContactsPage } from './contacts-page';
import { useContactsStore } from '../stores/contacts-store';
import { useContactStats } from '../../../components/contact-stats-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

const ALI = {
  id: 7,
  name: 'Ali Veli',
  phone: '+90 555',
  email: 'ali@example.com',
  status: 'new',
  created_at: '2024-01-15T10:00:00Z',
  project: '',
  utm_source: '',
  referrer_host: '',
  suspicious: false,
  suspicious_reason: '',
  repeat_count: 0,
};
const AYSE = {
  ...ALI,
  id: 8,
  name: 'Ayşe Kaya',
  project: 'gunes-evleri',
  utm_source: 'google',
  utm_medium: 'cpc',
  page: '/projeler/gunes-evleri',
  notes: 'Pazartesi geri ara',
  repeat_count: 2,
};
const BOT = { ...ALI, id: 9, name: 'Bot Kaya', suspicious: true, suspicious_reason: 'honeypot' };
const FAST = { ...ALI, id: 10, name: 'Hızlı Form', suspicious: true, suspicious_reason: 'fast' };

type Query = Record<string, string | number | undefined>;
/** The server's side, roughly: the filters narrow, the total counts them all (a bigger list than shown). */
const api = mockApi({
  'GET /api/contact': ({ params }) => {
    const q = (params?.query ?? {}) as Query;
    if (q.suspicious === 'true') return paged([BOT, FAST], 2);
    if (q.status && q.status !== 'new') return paged([], 0);
    const rows = [ALI, AYSE]
      .filter((c) => !q.project || c.project === (q.project === 'none' ? '' : q.project))
      .filter((c) => !q.q || c.name.toLocaleLowerCase('tr').includes(String(q.q)));
    return paged(rows, rows.length === 2 ? 12_345 : rows.length);
  },
  'GET /api/projects': () => [{ slug: 'gunes-evleri', title: { tr: 'Güneş Evleri', en: '', ru: '' } }],
  'GET /api/contact/stats': () => ({ new_count: 3, total: 12_347, suspicious_count: 2 }),
  'PUT /api/contact/{id}': () => ({}),
  'DELETE /api/contact/{id}': () => undefined,
  'POST /api/contact/export-link': () => ({
    url: '/api/contact/export.csv?status=new&token=abc',
    expires_at: '',
  }),
});
const listContacts = api['GET /api/contact'];
const lastQuery = () => listContacts.mock.calls.at(-1)?.[0].params.query;

afterEach(() => {
  useContactsStore.getState().reset();
  useContactStats.setState({ stats: null });
  jest.clearAllMocks();
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="adres">{decodeURIComponent(search)}</output>;
}

const renderAt = (url: string) =>
  render(
    <TestRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/admin/contacts"
          element={
            <>
              <ContactsPage />
              <Address />
            </>
          }
        />
      </Routes>
    </TestRouter>,
  );

signInAs('owner');

describe('İletişim Talepleri', () => {
  it('opens the list the address names: status, project, search and page (issue 25)', async () => {
    renderAt('/admin/contacts?durum=yeni&proje=gunes-evleri&q=ayşe&sayfa=3');
    expect(await screen.findByText('Ayşe Kaya')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: 'new', project: 'gunes-evleri', q: 'ayşe', page: 3, per_page: 50 });
    expect(screen.getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('ayşe');
    expect(await screen.findByRole('option', { name: 'Güneş Evleri' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Proje' })).toHaveValue('gunes-evleri');
  });

  it('shows the total over all pages and the pager, and the CSV button counts the same', async () => {
    renderAt('/admin/contacts');
    expect(await screen.findAllByText('15 Ocak 2024 13:00')).toHaveLength(2);
    expect(screen.getByText('Toplam 12.345 talep · Sayfa 1 / 247')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir (12.345 talep)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: /Sonraki/ }));
    expect(screen.getByLabelText('adres')).toHaveTextContent(/^\?sayfa=2$/);
    expect(lastQuery()).toEqual({ page: 2, per_page: 50 });
  });

  it('says an empty filter is empty for that status only, and offers the whole list', async () => {
    renderAt('/admin/contacts?sayfa=2');
    await screen.findByText('Ali Veli');
    await userEvent.click(screen.getByRole('button', { name: 'Kapatıldı' }));
    expect(await screen.findByText(/“Kapatıldı” durumunda talep yok/)).toBeInTheDocument();
    // A new filter starts at the first page.
    expect(screen.getByLabelText('adres')).toHaveTextContent(/^\?durum=kapatildi$/);
    expect(lastQuery()).toEqual({ status: 'closed', page: 1, per_page: 50 });

    await userEvent.click(screen.getByRole('button', { name: 'Tüm talepleri göster' }));
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toBeEmptyDOMElement();
  });

  it('narrows by project on the server and keeps it in the address; "Süzmeyi kaldır" shows all again', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ali Veli');
    await screen.findByRole('option', { name: 'Güneş Evleri' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proje' }), 'gunes-evleri');
    expect(await screen.findByText('Toplam 1 talep · Sayfa 1 / 1')).toBeInTheDocument();
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();
    expect(screen.getByText(/Kaynak: google \/ cpc · Sayfa: \/projeler\/gunes-evleri/)).toBeInTheDocument();
    expect(screen.getByText('Not: Pazartesi geri ara')).toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toHaveTextContent('?proje=gunes-evleri');

    await userEvent.click(screen.getByRole('button', { name: 'Süzmeyi kaldır' }));
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toBeEmptyDOMElement();
  });

  it('names the requests about no project and the direct ones with words of their own', async () => {
    renderAt(
      '/admin/contacts?proje=projesiz&kaynak=dogrudan&baslangic=2024-01-01&bitis=2024-01-31&sirala=eski',
    );
    await screen.findByText('Ali Veli');
    expect(lastQuery()).toEqual({
      project: 'none',
      source: 'direct',
      from: '2024-01-01',
      to: '2024-01-31',
      sort: 'created_at',
      page: 1,
      per_page: 50,
    });
    expect(screen.getByRole('combobox', { name: 'Sırala' })).toHaveValue('eski');
  });

  it('searches as the person types, without reloading what is shown', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ali Veli');
    const calls = listContacts.mock.calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ara' }), 'ayş');
    expect(await screen.findByText('Toplam 1 talep · Sayfa 1 / 1')).toBeInTheDocument();
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toHaveTextContent('?q=ayş');
    // One request after the pause, not one per key.
    expect(listContacts.mock.calls.length - calls).toBe(1);
  });

  it('says a search found more than it counts, in the pager and on the CSV button (decision 0203)', async () => {
    listContacts.mockResolvedValueOnce(paged([ALI], 1000, true) as never);
    renderAt('/admin/contacts?q=ali');
    await screen.findByText('Ali Veli');
    expect(
      screen.getByText(
        "1.000'den fazla talep, ilk 1.000 tanesi listelenir (aramayı daraltın) · Sayfa 1 / 20",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir (1.000+ talep)' })).toBeEnabled();
  });

  it('marks an erased request as erased, not as new', async () => {
    const erased = { ...ALI, id: 11, name: 'Silindi', phone: '', email: '', anonymised: true };
    listContacts.mockResolvedValueOnce(paged([erased], 1) as never);
    renderAt('/admin/contacts');
    const row = (await screen.findByRole('link', { name: 'Silindi' })).closest('article')!;
    expect(within(row).getByText('Kişisel veriler silindi')).toBeInTheDocument();
    expect(within(row).queryByText('Yeni', { selector: '.kui-badge' })).toBeNull();
  });

  it('keeps the suspected automation apart, with its reason in plain Turkish', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ali Veli');
    await userEvent.click(await screen.findByRole('button', { name: 'Şüpheli (2)' }));
    expect(await screen.findByText('Bot Kaya')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ suspicious: 'true', page: 1, per_page: 50 });
    expect(screen.getByLabelText('adres')).toHaveTextContent('?supheli=evet');
    expect(screen.getByText('Şüpheli: Gizli alan dolduruldu')).toBeInTheDocument();
    expect(screen.getByText('Şüpheli: Form çok hızlı gönderildi')).toBeInTheDocument();
  });

  it('exports through the server’s link with the list’s filters; nothing is assembled in the page', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toBe('/api/contact/export.csv?status=new&token=abc');
    });
    renderAt('/admin/contacts?durum=yeni&q=ali&sayfa=2');
    await screen.findByText('Ali Veli');
    await userEvent.click(screen.getByRole('button', { name: /CSV indir/ }));
    expect(api['POST /api/contact/export-link']).toHaveBeenCalledWith({ body: { status: 'new', q: 'ali' } });
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('moves a request to another status at once, and reads the list again when it leaves the filter', async () => {
    renderAt('/admin/contacts?durum=yeni');
    await screen.findByText('Ali Veli');
    const calls = listContacts.mock.calls.length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ali Veli için durum' }), 'contacted');
    expect(api['PUT /api/contact/{id}']).toHaveBeenCalledWith({
      params: { path: { id: 7 } },
      body: { status: 'contacted' },
    });
    await act(async () => undefined);
    expect(listContacts.mock.calls.length).toBe(calls + 1);
  });

  it('names whose request the delete dialog deletes (issue 16)', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ayşe Kaya');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sil' })[1]);
    expect(
      within(screen.getByRole('dialog')).getByText(
        /Ayşe Kaya adlı kişinin talebini sil \(15 Ocak 2024 13:00\)/,
      ),
    ).toBeInTheDocument();
  });

  it("marks a row with the same person's other requests, and only that row", async () => {
    renderAt('/admin/contacts');
    const ayse = (await screen.findByRole('link', { name: 'Ayşe Kaya' })).closest('article')!;
    expect(within(ayse as HTMLElement).getByText('Aynı kişiden 2 talep daha')).toBeInTheDocument();
    const ali = screen.getByRole('link', { name: 'Ali Veli' }).closest('article')!;
    expect(within(ali as HTMLElement).queryByText(/Aynı kişiden/)).toBeNull();
  });
});
