import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { UsersPage } from './users-page';
import { EditUserModal } from './user-modals';
import { useUsersStore } from '../stores/users-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

const api = mockApi({
  'GET /api/users': () => [
    { id: 1, name: 'Ece', email: 'ece@konak.tr', role: 'owner', created_at: '2024-01-15T10:00:00Z' },
    { id: 2, name: 'Selin', email: 'selin@konak.tr', role: 'sales', created_at: '2024-02-01T10:00:00Z' },
  ],
  'POST /api/users': () => ({}),
  'PUT /api/users/{email}': () => ({}),
});

afterEach(() => {
  useUsersStore.getState().reset();
  jest.clearAllMocks();
});

const renderPage = () =>
  render(
    <TestRouter initialEntries={['/admin/users']}>
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
      </Routes>
    </TestRouter>,
  );

describe('roles on the administrators screen (owner)', () => {
  signInAs('owner');

  it('names each administrator’s role in Turkish', async () => {
    renderPage();
    expect(await screen.findByRole('row', { name: /selin@konak\.tr/ })).toHaveTextContent('Satış');
    expect(screen.getByRole('row', { name: /ece@konak\.tr/ })).toHaveTextContent('Sahip');
  });

  it('adds an administrator with the chosen role, each role explained beside the choice', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '+ Yeni yönetici' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni yönetici' });
    const role = within(dialog).getByLabelText('Rol');
    expect(role).toHaveValue('editor');
    expect(within(dialog).getByText(/Kişisel verileri görmez/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Ad Soyad *'), 'Deniz');
    await userEvent.type(within(dialog).getByLabelText('E-posta *'), 'deniz@konak.tr');
    await userEvent.type(within(dialog).getByLabelText('Şifre *'), 'Satis-Ekibi-2026-Kepez!');
    await userEvent.selectOptions(role, 'Satış');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(api['POST /api/users']).toHaveBeenCalledWith({
      body: { name: 'Deniz', email: 'deniz@konak.tr', password: 'Satis-Ekibi-2026-Kepez!', role: 'sales' },
    });
  });

  it('changes a role, sending the role only when it changed', async () => {
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('row', { name: /selin@konak\.tr/ })).getByRole('button', {
        name: 'Düzenle',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Rol'), 'Editör');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(api['PUT /api/users/{email}']).toHaveBeenCalledWith({
      params: { path: { email: 'selin@konak.tr' } },
      body: { name: 'Selin', role: 'editor' },
    });
  });
});

describe('one’s own account (sales)', () => {
  signInAs('sales');

  it('offers no role choice', () => {
    render(
      <EditUserModal user={{ id: 1, name: 'Ece', email: 'ece@konak.tr', role: 'sales', created_at: '' }} />,
    );
    expect(screen.queryByLabelText('Rol')).not.toBeInTheDocument();
  });
});
