// Issue 16 item 11: "Şifremi unuttum" on the login page.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@konak/shared-ui';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { mockApi } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';

const initial = useAuthStore.getState();
afterEach(() => {
  useAuthStore.setState(initial, true);
  window.history.replaceState(null, '', '/');
});

function renderLogin() {
  useAuthStore.setState({ status: 'unauthenticated' });
  render(
    <TestRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
      </Routes>
    </TestRouter>,
  );
}

describe('forgotten password on the login page', () => {
  it('sends the link to the typed address and says only that it will come if the address is known', async () => {
    const api = mockApi({
      'GET /api/auth/password-reset': () => ({ by_email: true, contact_email: '' }),
      'POST /api/auth/password-reset': () => ({ detail: 'Bu adres bir yöneticiye aitse … gönderilecek.' }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-posta'), 'ece@konak.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    expect(await screen.findByLabelText('E-posta')).toHaveValue('ece@konak.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bu adres bir yöneticiye aitse … gönderilecek.',
    );
    expect(api['POST /api/auth/password-reset']).toHaveBeenCalledWith({ body: { email: 'ece@konak.tr' } });
    await userEvent.click(screen.getByRole('button', { name: '← Girişe dön' }));
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
  });

  it('without e-mail on the server, says whom to ask', async () => {
    mockApi({ 'GET /api/auth/password-reset': () => ({ by_email: false, contact_email: 'bilgi@konak.tr' }) });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Şifrenizi yenilemek için site yöneticinize başvurun: bilgi@konak.tr',
    );
    expect(screen.getByRole('link', { name: 'bilgi@konak.tr' })).toHaveAttribute(
      'href',
      'mailto:bilgi@konak.tr',
    );
    expect(screen.queryByRole('button', { name: 'Bağlantı gönder' })).not.toBeInTheDocument();
  });

  it('without e-mail and without a contact address, says to ask the site administrator', async () => {
    mockApi({ 'GET /api/auth/password-reset': () => ({ by_email: false, contact_email: '' }) });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Şifrenizi yenilemek için site yöneticinize başvurun.',
    );
  });
});

describe('the page the e-mailed link opens', () => {
  it('takes the secret off the address, checks the two passwords, and sets the new one', async () => {
    window.history.replaceState(null, '', '/admin/sifre-yenile#gizli-anahtar');
    const api = mockApi({ 'POST /api/auth/password-reset/confirm': () => undefined });
    render(
      <TestRouter initialEntries={['/admin/sifre-yenile']}>
        <ResetPasswordPage />
      </TestRouter>,
    );
    expect(window.location.hash).toBe('');
    await userEvent.type(screen.getByLabelText('Yeni şifre'), 'yeni-sifre-2030');
    await userEvent.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yeni-sifre-2031');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi değiştir' }));
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription('İki şifre aynı değil');
    expect(api['POST /api/auth/password-reset/confirm']).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Yeni şifre (tekrar)'));
    await userEvent.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yeni-sifre-2030');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi değiştir' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Şifreniz değişti. Açık olan diğer oturumlarınız kapatıldı',
    );
    expect(api['POST /api/auth/password-reset/confirm']).toHaveBeenCalledWith({
      body: { token: 'gizli-anahtar', password: 'yeni-sifre-2030' },
    });
  });
});
