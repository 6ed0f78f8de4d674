import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { HTTPError } from 'ky';
import { useAuthStore, type AdminUser } from '@konak/shared-ui';
import userEvent from '@testing-library/user-event';
import { UsersPage } from './users-page';
import { useUsersStore } from '../stores/users-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';

const api = mockApi({
  'GET /api/users': ({ params }) =>
    paged(
      [
        {
          id: Number(params?.query?.page ?? 1),
          name: params?.query?.page === 2 ? 'Sayfa İki' : 'Ece Yılmaz',
          email: 'ece@konak.tr',
          role: 'owner',
          created_at: '2024-01-15T10:00:00Z',
          two_factor_enabled: true,
        },
        ...(params?.query?.page === 2
          ? []
          : [
              {
                id: 9,
                name: 'Can Satış',
                email: 'can@konak.tr',
                role: 'sales' as const,
                created_at: '2024-02-01T10:00:00Z',
                two_factor_enabled: true,
              },
            ]),
      ],
      params?.query?.page === 2 ? 51 : 1,
    ),
  'PUT /api/users/{email}': () => ({}),
  'POST /api/users': () => undefined,
  'DELETE /api/users/{email}': () => undefined,
  'DELETE /api/users/{email}/2fa': () => undefined,
});
const updateUser = api['PUT /api/users/{email}'];
const ece = { params: { path: { email: 'ece@konak.tr' } } };

const ECE: AdminUser = { id: 1, name: 'Ece Yılmaz', email: 'ece@konak.tr', role: 'owner', created_at: '' };

function renderPage(url = '/admin/users') {
  return render(
    <TestRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/login" element={<h1>Giriş ekranı</h1>} />
      </Routes>
    </TestRouter>,
  );
}

async function openEdit() {
  renderPage();
  await userEvent.click(
    within(await screen.findByRole('row', { name: /ece@konak\.tr/ })).getByRole('button', {
      name: 'Düzenle',
    }),
  );
  return screen.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
}

const initialAuth = useAuthStore.getState();
afterEach(() => {
  useUsersStore.getState().reset();
  useAuthStore.setState(initialAuth, true);
  jest.clearAllMocks();
});

describe('Yöneticiler', () => {
  it('lets the owner reset another administrator’s second factor, after saying what it does', async () => {
    useAuthStore.setState({ status: 'authenticated', user: ECE });
    renderPage();
    const can = await screen.findByRole('row', { name: /can@konak\.tr/ });
    expect(within(can).getByText('Açık')).toBeInTheDocument();
    // Not on one's own row: one's own is switched off under Hesabım.
    expect(
      within(screen.getByRole('row', { name: /ece@konak\.tr/ })).queryByRole('button', {
        name: '2 adımı sıfırla',
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(can).getByRole('button', { name: '2 adımı sıfırla' }));
    const dialog = screen.getByRole('dialog', { name: 'İki adımlı doğrulamayı sıfırla' });
    expect(dialog).toHaveTextContent('etkinlik kaydına yazılır');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
    expect(api['DELETE /api/users/{email}/2fa']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { path: { email: 'can@konak.tr' } } }),
    );
  });

  it('lists administrators with their Turkish registration date', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /ece@konak\.tr/ });
    expect(row).toHaveTextContent('15 Ocak 2024');
    expect(row).toHaveTextContent('Sahip');
    // One page holds them all: no pager.
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it('pages a long list through the address (issue 25)', async () => {
    renderPage('/admin/users?sayfa=2');
    expect(await screen.findByRole('row', { name: /Sayfa İki/ })).toBeInTheDocument();
    expect(screen.getByText('Toplam 51 yönetici · Sayfa 2 / 2')).toBeInTheDocument();
  });

  it('edits with the email read-only and sends only what was filled in', async () => {
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('E-posta')).toHaveAttribute('readonly');
    await userEvent.clear(within(dialog).getByLabelText('Ad Soyad'));
    await userEvent.type(within(dialog).getByLabelText('Ad Soyad'), 'Ece Y.');
    expect(within(dialog).queryByLabelText(/Mevcut şifreniz/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(updateUser).toHaveBeenCalledWith({ ...ece, body: { name: 'Ece Y.' } });
  });

  it('asks for one’s own current password once a new password is typed, and sends it with it', async () => {
    const dialog = await openEdit();
    await userEvent.type(within(dialog).getByLabelText('Yeni şifre'), 'yeni-sifre-2026');
    const current = within(dialog).getByLabelText('Mevcut şifreniz *');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(current).toHaveAccessibleDescription(
      expect.stringContaining('Şifre değiştirmek için kendi mevcut şifrenizi girin'),
    );
    expect(current).toHaveFocus();
    expect(updateUser).not.toHaveBeenCalled();
    await userEvent.type(current, 'benim-sifrem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(updateUser).toHaveBeenCalledWith({
      ...ece,
      body: { name: 'Ece Yılmaz', password: 'yeni-sifre-2026', current_password: 'benim-sifrem' },
    });
  });

  it('shows a wrong current password at its field, until it is typed again', async () => {
    updateUser.mockRejectedValueOnce(
      new HTTPError(
        new Response(
          JSON.stringify({
            detail: [
              { loc: ['body', 'current_password'], msg: 'Mevcut şifreniz hatalı', type: 'wrongPassword' },
            ],
          }),
          {
            status: 422,
            headers: { 'content-type': 'application/json' },
          },
        ),
        new Request('http://konak.test/api/users/ece%40konak.tr/'),
        {} as never,
      ),
    );
    const dialog = await openEdit();
    await userEvent.type(within(dialog).getByLabelText('Yeni şifre'), 'yeni-sifre-2026');
    const current = within(dialog).getByLabelText('Mevcut şifreniz *');
    await userEvent.type(current, 'yanlis-sifre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(await within(dialog).findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(expect.stringContaining('Mevcut şifreniz hatalı'));
    expect(dialog.querySelector('.adm-alert--error')).toBeNull();
    await userEvent.type(current, '!');
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Mevcut şifreniz hatalı')).not.toBeInTheDocument();
  });

  it('warns that deleting one’s own account ends the session', async () => {
    useAuthStore.setState({ user: ECE });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('row', { name: /ece@konak\.tr/ })).getByRole('button', { name: 'Sil' }),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Bu sizin hesabınız. Silerseniz oturumunuz kapanır');
  });

  it('asks before deleting', async () => {
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('row', { name: /ece@konak\.tr/ })).getByRole('button', { name: 'Sil' }),
    );
    expect(screen.getByText('Bu yöneticiyi silmek istediğinizden emin misiniz?')).toBeInTheDocument();
  });

  it('signs out everywhere after asking, then shows the login screen', async () => {
    const logoutEverywhere = jest.fn(async () => {
      useAuthStore.setState({ status: 'unauthenticated', user: null });
    });
    useAuthStore.setState({ status: 'authenticated', user: ECE, logoutEverywhere });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tüm cihazlarda oturumu kapat' }));
    const dialog = screen.getByRole('dialog', { name: 'Tüm cihazlarda oturumu kapat' });
    expect(dialog).toHaveTextContent('bu cihazdaki de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(logoutEverywhere).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Tüm cihazlarda oturumu kapat' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Oturumları kapat' }),
    );
    expect(logoutEverywhere).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Giriş ekranı' })).toBeInTheDocument();
  });

  it('stays, with the dialog closed, when the server did not confirm', async () => {
    const logoutEverywhere = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    useAuthStore.setState({ status: 'authenticated', user: ECE, logoutEverywhere });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tüm cihazlarda oturumu kapat' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Oturumları kapat' }),
    );
    expect(await screen.findByRole('row', { name: /ece@konak\.tr/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
