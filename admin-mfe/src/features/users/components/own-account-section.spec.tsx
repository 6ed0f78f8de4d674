import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type AdminUser } from '@konak/shared-ui';
import { OwnAccountSection } from './own-account-section';
import { useUsersStore } from '../stores/users-store';
import { mockApi } from '../../../test/mock-api';

const CAN: AdminUser = { id: 9, name: 'Can Satış', email: 'can@konak.tr', role: 'sales', created_at: '' };
const api = mockApi({ 'PUT /api/users/{email}': () => ({ ...CAN, name: 'Can Yıldız' }) });
const updateUser = api['PUT /api/users/{email}'];

const initialAuth = useAuthStore.getState();
afterEach(() => {
  useUsersStore.getState().reset();
  useAuthStore.setState(initialAuth, true);
  jest.clearAllMocks();
});

describe('Hesabım: adınız ve şifreniz', () => {
  it('lets a salesperson rename themselves, without a role field, and shows the new name at once', async () => {
    useAuthStore.setState({ status: 'authenticated', user: CAN });
    render(<OwnAccountSection />);
    expect(screen.getByText('Can Satış')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adımı veya şifremi değiştir' }));
    const dialog = screen.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    expect(within(dialog).queryByLabelText(/Rol/)).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('Ad Soyad');
    await userEvent.clear(name);
    await userEvent.type(name, 'Can Yıldız');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(updateUser).toHaveBeenCalledWith(
      expect.objectContaining({ params: { path: { email: 'can@konak.tr' } }, body: { name: 'Can Yıldız' } }),
    );
    expect(await screen.findByText('Can Yıldız')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.name).toBe('Can Yıldız');
  });

  it('asks for the current password, at its field, before a new password is sent', async () => {
    useAuthStore.setState({ status: 'authenticated', user: CAN });
    render(<OwnAccountSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Adımı veya şifremi değiştir' }));
    const dialog = screen.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    await userEvent.type(within(dialog).getByLabelText(/Yeni şifre/), 'yeni-Sifre-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(
      (await within(dialog).findAllByText('Şifre değiştirmek için kendi mevcut şifrenizi girin')).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/Mevcut şifreniz/)).toHaveAttribute('aria-invalid', 'true');
    expect(updateUser).not.toHaveBeenCalled();
  });
});
