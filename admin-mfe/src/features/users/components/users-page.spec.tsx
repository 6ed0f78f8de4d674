import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { useAuthStore } from '@konak/shared-ui';
import userEvent from '@testing-library/user-event';
import { UsersPage } from './users-page';
import { useUsersStore } from '../stores/users-store';
import { updateUser } from '../api/update-user';

jest.mock('../api/list-users', () => ({
  listUsers: jest.fn(async () => [{ id: 1, name: 'Ece Yılmaz', email: 'ece@konak.tr', role: 'admin', created_at: '2024-01-15T10:00:00Z' }]),
}));
jest.mock('../api/update-user', () => ({ updateUser: jest.fn(async () => ({})) }));
jest.mock('../api/create-user', () => ({ createUser: jest.fn() }));
jest.mock('../api/delete-user', () => ({ deleteUser: jest.fn() }));

const initialAuth = useAuthStore.getState();
afterEach(() => {
  useUsersStore.getState().reset();
  useAuthStore.setState(initialAuth, true);
});

describe('Yöneticiler', () => {
  it('lists administrators with their Turkish registration date', async () => {
    render(<UsersPage />);
    const row = await screen.findByRole('row', { name: /ece@konak\.tr/ });
    expect(row).toHaveTextContent('15 Ocak 2024');
    expect(row).toHaveTextContent('Yönetici');
  });

  it('edits with the email read-only and sends only what was filled in', async () => {
    render(<UsersPage />);
    await userEvent.click(within(await screen.findByRole('row', { name: /ece@konak\.tr/ })).getByRole('button', { name: 'Düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    expect(within(dialog).getByLabelText('E-posta')).toHaveAttribute('readonly');
    await userEvent.clear(within(dialog).getByLabelText('Ad Soyad'));
    await userEvent.type(within(dialog).getByLabelText('Yeni şifre'), 'yeni-sifre-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(updateUser).toHaveBeenCalledWith('ece@konak.tr', { password: 'yeni-sifre-2026' });
  });

  it('warns that deleting one’s own account ends the session', async () => {
    useAuthStore.setState({ user: { id: 1, name: 'Ece Yılmaz', email: 'ece@konak.tr', role: 'admin', created_at: '' } });
    render(<UsersPage />);
    await userEvent.click(within(await screen.findByRole('row', { name: /ece@konak\.tr/ })).getByRole('button', { name: 'Sil' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Bu sizin hesabınız. Silerseniz oturumunuz kapanır');
  });

  it('asks before deleting', async () => {
    render(<UsersPage />);
    await userEvent.click(within(await screen.findByRole('row', { name: /ece@konak\.tr/ })).getByRole('button', { name: 'Sil' }));
    expect(screen.getByText('Bu yöneticiyi silmek istediğinizden emin misiniz?')).toBeInTheDocument();
  });
});
