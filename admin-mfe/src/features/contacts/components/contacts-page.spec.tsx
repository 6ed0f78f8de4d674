import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ContactsPage } from './contacts-page';
import { useContactsStore } from '../stores/contacts-store';
import { listContacts } from '../api/list-contacts';
import { TestRouter } from '../../../test/test-router';

const ALI = { id: 7, name: 'Ali Veli', phone: '+90 555', email: 'ali@example.com', status: 'new', created_at: '2024-01-15T10:00:00Z' };

jest.mock('../api/list-contacts', () => ({
  listContacts: jest.fn(async (status?: string) => (status === undefined || status === 'new' ? [ALI] : [])),
}));
jest.mock('../api/update-contact-status', () => ({ updateContactStatus: jest.fn() }));
jest.mock('../api/delete-contact', () => ({ deleteContact: jest.fn() }));

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
    expect(listContacts).toHaveBeenCalledWith('new');
    expect(screen.getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows when each request came in, to the minute, and what the CSV button exports', async () => {
    renderAt('/admin/contacts');
    expect(await screen.findByText('15 Ocak 2024 13:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir (1 talep)' })).toBeEnabled();
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
});
