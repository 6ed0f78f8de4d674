import { useAuthStore } from '@konak/shared-ui';
import { useUsersStore } from './users-store';
import { updateUser } from '../api/update-user';
import { deleteUser } from '../api/delete-user';

jest.mock('../api/list-users', () => ({ listUsers: jest.fn(async () => []) }));
jest.mock('../api/create-user', () => ({ createUser: jest.fn() }));
jest.mock('../api/update-user', () => ({ updateUser: jest.fn(async () => ({})) }));
jest.mock('../api/delete-user', () => ({ deleteUser: jest.fn(async () => undefined) }));

const initialAuth = useAuthStore.getState();
const login = jest.fn(async () => undefined);
const logout = jest.fn();
beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', user: { id: 1, name: 'Ece', email: 'ece@konak.tr', role: 'admin', created_at: '' }, login, logout });
});
afterEach(() => {
  useAuthStore.setState(initialAuth, true);
  useUsersStore.getState().reset();
  jest.clearAllMocks();
});

describe('administrators store', () => {
  it('signs in again with a new own password, so the session does not look expired', async () => {
    await useUsersStore.getState().update('ece@konak.tr', { password: 'yeni-sifre-2026' });
    expect(updateUser).toHaveBeenCalledWith('ece@konak.tr', { password: 'yeni-sifre-2026' });
    expect(login).toHaveBeenCalledWith('ece@konak.tr', 'yeni-sifre-2026');
  });

  it('leaves another administrator’s password change at that', async () => {
    await useUsersStore.getState().update('deniz@konak.tr', { password: 'yeni-sifre-2026' });
    expect(login).not.toHaveBeenCalled();
  });

  it('leaves the panel after deleting one’s own account', async () => {
    await useUsersStore.getState().remove('deniz@konak.tr');
    expect(logout).not.toHaveBeenCalled();
    await useUsersStore.getState().remove('ece@konak.tr');
    expect(deleteUser).toHaveBeenCalledWith('ece@konak.tr');
    expect(logout).toHaveBeenCalled();
  });
});
