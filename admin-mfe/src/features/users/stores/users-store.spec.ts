import { HTTPError } from 'ky';
import { useAuthStore, useToastStore, type LoginStep } from '@konak/shared-ui';
import { useUsersStore } from './users-store';
import { mockApi } from '../../../test/mock-api';

const api = mockApi({
  'POST /api/users': () => undefined,
  'PUT /api/users/{email}': () => ({}),
  'DELETE /api/users/{email}': () => undefined,
});
const updateUser = api['PUT /api/users/{email}'];
const deleteUser = api['DELETE /api/users/{email}'];
const at = (email: string) => ({ params: { path: { email } } });

const refusal = (status: number, body: unknown) =>
  new HTTPError(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    new Request('http://konak.test/api/users/x/'),
    {} as never,
  );

const initialAuth = useAuthStore.getState();
const login = jest.fn(async (): Promise<LoginStep> => ({ step: 'done' }));
const logout = jest.fn(async () => undefined);
const logoutEverywhere = jest.fn(async () => undefined);
const toasts = () => useToastStore.getState().toasts.map((t) => `${t.kind}: ${t.title}`);
beforeEach(() => {
  useAuthStore.setState({
    status: 'authenticated',
    user: { id: 1, name: 'Ece', email: 'ece@konak.tr', role: 'owner', created_at: '' },
    login,
    logout,
    logoutEverywhere,
  });
});
afterEach(() => {
  useAuthStore.setState(initialAuth, true);
  useUsersStore.getState().reset();
  useToastStore.setState({ toasts: [] });
  jest.clearAllMocks();
});

describe('administrators store', () => {
  it('signs in again with a new own password before reloading the list, so the session does not look expired', async () => {
    // The screen reads its page again when `changes` moves: that must come after the new sign-in.
    let loginsWhenChanged = -1;
    const stop = useUsersStore.subscribe((s, before) => {
      if (s.changes !== before.changes) loginsWhenChanged = login.mock.calls.length;
    });
    const result = await useUsersStore
      .getState()
      .update('ece@konak.tr', { password: 'yeni-sifre-2026', current_password: 'eski-sifre-1' });
    expect(result).toEqual({ ok: true });
    expect(updateUser).toHaveBeenCalledWith({
      ...at('ece@konak.tr'),
      body: { password: 'yeni-sifre-2026', current_password: 'eski-sifre-1' },
    });
    expect(login).toHaveBeenCalledWith('ece@konak.tr', 'yeni-sifre-2026');
    // The old token died with the change: the list is asked for with the new one.
    stop();
    expect(loginsWhenChanged).toBe(1);
  });

  it('says the password changed and goes to the login screen when signing in again fails', async () => {
    login.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await useUsersStore
      .getState()
      .update('ece@konak.tr', { password: 'yeni-sifre-2026', current_password: 'eski-sifre-1' });
    expect(result).toEqual({ ok: true });
    expect(logout).toHaveBeenCalled();
    expect(toasts()).toContain(
      'error: Şifreniz değişti, ancak oturumunuz yenilenemedi. Lütfen yeni şifrenizle giriş yapın.',
    );
  });

  it('leaves another administrator’s password change at that', async () => {
    await useUsersStore
      .getState()
      .update('deniz@konak.tr', { password: 'yeni-sifre-2026', current_password: 'eski-sifre-1' });
    expect(login).not.toHaveBeenCalled();
  });

  it('answers a wrong own password at its field, keeps the form open and signs nobody in', async () => {
    updateUser.mockRejectedValueOnce(
      refusal(422, {
        detail: [{ loc: ['body', 'current_password'], msg: 'Mevcut şifreniz hatalı', type: 'wrongPassword' }],
      }),
    );
    useUsersStore.getState().setModal({
      kind: 'edit',
      user: { id: 2, name: 'Deniz', email: 'deniz@konak.tr', role: 'owner', created_at: '' },
    });
    const result = await useUsersStore
      .getState()
      .update('deniz@konak.tr', { password: 'yeni-sifre-2026', current_password: 'yanlis' });
    expect(result).toEqual({ ok: false, message: 'Mevcut şifreniz hatalı', field: 'current_password' });
    expect(useUsersStore.getState().modal.kind).toBe('edit');
    expect(useUsersStore.getState().saving).toBe(false);
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server’s wait when there were too many wrong tries', async () => {
    updateUser.mockRejectedValueOnce(
      refusal(429, { detail: 'Çok fazla hatalı deneme. Lütfen 15 dakika sonra tekrar deneyin.' }),
    );
    const result = await useUsersStore
      .getState()
      .update('ece@konak.tr', { password: 'yeni-sifre-2026', current_password: 'yanlis' });
    expect(result).toEqual({
      ok: false,
      message: 'Çok fazla hatalı deneme. Lütfen 15 dakika sonra tekrar deneyin.',
      fields: [],
    });
    expect(toasts()).toContain('error: Çok fazla hatalı deneme. Lütfen 15 dakika sonra tekrar deneyin.');
  });

  it('leaves the panel after deleting one’s own account', async () => {
    await useUsersStore.getState().remove('deniz@konak.tr');
    expect(logout).not.toHaveBeenCalled();
    await useUsersStore.getState().remove('ece@konak.tr');
    expect(deleteUser).toHaveBeenCalledWith(at('ece@konak.tr'));
    expect(logout).toHaveBeenCalled();
  });

  it('signs out everywhere and says so', async () => {
    expect(await useUsersStore.getState().signOutEverywhere()).toBe(true);
    expect(logoutEverywhere).toHaveBeenCalled();
    expect(toasts()).toContain('success: Tüm cihazlardaki oturumlarınız kapatıldı');
  });

  it('says when the other devices could not be signed out', async () => {
    logoutEverywhere.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await useUsersStore.getState().signOutEverywhere()).toBe(false);
    expect(toasts()).toContain('error: Oturumlar kapatılamadı: Sunucuya ulaşılamadı');
  });
});
