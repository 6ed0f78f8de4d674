import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ContactsPage } from './contacts-page';
import { useContactsStore } from '../stores/contacts-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';

const ALI = { id: 7, name: 'Ali Veli', phone: '+90 555', email: 'ali@example.com', status: 'new', created_at: '2024-01-15T10:00:00Z', project: '', utm_source: '', referrer_host: '' };
const AYSE = { ...ALI, id: 8, name: 'Ayşe Kaya', project: 'gunes-evleri', utm_source: 'google', utm_medium: 'cpc', page: '/projeler/gunes-evleri', notes: 'Pazartesi geri ara' };
const CAN = { ...ALI, id: 9, name: 'Can Demir', project: 'gunes-evleri', referrer_host: 'www.instagram.com' };

const api = mockApi({
  'GET /api/contact': ({ params }) => {
    const status = params?.query?.status;
    return status === undefined ? [ALI, AYSE, CAN] : status === 'new' ? [ALI] : [];
  },
  'GET /api/projects': () => [{ slug: 'gunes-evleri', title: { tr: 'Güneş Evleri', en: '', ru: '' } }],
  'GET /api/contact/stats': () => ({ new_count: 3 }),
  'PUT /api/contact/{id}': () => ({}),
  'DELETE /api/contact/{id}': () => undefined,
});
const listContacts = api['GET /api/contact'];

afterEach(() => {
  useContactsStore.getState().reset();
  jest.clearAllMocks();
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="adres">{search}</output>;
}

const renderAt = (url: string) =>
  render(
    <TestRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/contacts" element={<><ContactsPage /><Address /></>} />
      </Routes>
    </TestRouter>,
  );

describe('İletişim Talepleri', () => {
  it('opens narrowed to a status from the address (the dashboard’s “Yeni talep”)', async () => {
    renderAt('/admin/contacts?durum=new');
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();
    expect(listContacts).toHaveBeenCalledWith({ params: { query: { status: 'new' } } });
    expect(screen.getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows when each request came in, to the minute, and what the CSV button exports', async () => {
    renderAt('/admin/contacts');
    expect(await screen.findAllByText('15 Ocak 2024 13:00')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'CSV indir (3 talep)' })).toBeEnabled();
  });

  it('says an empty filter is empty for that status only, and offers the whole list', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ali Veli');
    await userEvent.click(screen.getByRole('button', { name: 'Kapatıldı' }));
    expect(await screen.findByText(/“Kapatıldı” durumunda talep yok/)).toBeInTheDocument();
    expect(screen.queryByText('Hiç iletişim talebi yok')).not.toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toHaveTextContent('?durum=closed');

    await userEvent.click(screen.getByRole('button', { name: 'Tüm talepleri göster' }));
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toBeEmptyDOMElement();
  });

  it('narrows the list by project and by source, keeps it in the address, and exports what it shows', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ayşe Kaya');
    const project = screen.getByRole('combobox', { name: 'Proje' });
    expect(await screen.findByRole('option', { name: 'Güneş Evleri (2)' })).toBeInTheDocument();
    await userEvent.selectOptions(project, 'gunes-evleri');
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();
    expect(screen.getByText('Can Demir')).toBeInTheDocument();
    expect(screen.getByLabelText('adres')).toHaveTextContent('?proje=gunes-evleri');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kaynak' }), 'google');
    expect(screen.queryByText('Can Demir')).not.toBeInTheDocument();
    expect(screen.getByText('Ayşe Kaya')).toBeInTheDocument();
    expect(screen.getByText(/Kaynak: google \/ cpc · Sayfa: \/projeler\/gunes-evleri/)).toBeInTheDocument();
    expect(screen.getByText('Not: Pazartesi geri ara')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir (1 talep)' })).toBeEnabled();
    expect(screen.getByLabelText('adres')).toHaveTextContent('?proje=gunes-evleri&kaynak=google');

    await userEvent.click(screen.getByRole('button', { name: 'Süzmeyi kaldır' }));
    expect(screen.getByText('Ali Veli')).toBeInTheDocument();
  });

  it('offers requests about no project and from no known source as choices of their own', async () => {
    renderAt('/admin/contacts?proje=-&kaynak=-');
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();
    expect(screen.queryByText('Ayşe Kaya')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Projesiz (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Doğrudan (1)' })).toBeInTheDocument();
  });

  it('names whose request the delete dialog deletes (issue 16)', async () => {
    renderAt('/admin/contacts');
    await screen.findByText('Ayşe Kaya');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sil' })[1]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Ayşe Kaya adlı kişinin talebini sil (15 Ocak 2024 13:00)');
  });
});
