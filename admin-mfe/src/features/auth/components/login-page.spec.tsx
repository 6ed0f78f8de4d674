import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useAuthStore, type LoginStep } from '@konak/shared-ui';
import { LoginPage } from './login-page';
import { TestRouter } from '../../../test/test-router';

const initial = useAuthStore.getState();
afterEach(() => useAuthStore.setState(initial, true));

function renderLogin() {
  useAuthStore.setState({ status: 'unauthenticated' });
  return render(
    <TestRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin/dashboard" element={<p>panel</p>} />
      </Routes>
    </TestRouter>,
  );
}

describe('login screen', () => {
  it('names its fields for password managers with tokens valid on their controls', () => {
    renderLogin();
    // `username` belongs to text controls (HTML_CodeSniffer H98 and older Nu flag it on type=email).
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('requires email and password before sending', async () => {
    const login = jest.fn();
    renderLogin();
    useAuthStore.setState({ login });
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-posta ve şifre zorunludur');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the loading text while sending, then goes to the dashboard', async () => {
    let finish: () => void = () => {};
    const login = jest.fn(
      () => new Promise<LoginStep>((resolve) => (finish = () => resolve({ step: 'done' }))),
    );
    renderLogin();
    useAuthStore.setState({ login });
    await userEvent.type(screen.getByLabelText('E-posta'), 'a@b.tr');
    await userEvent.type(screen.getByLabelText('Şifre'), 'gizli-sifre');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(screen.getByRole('button', { name: 'Giriş yapılıyor...' })).toBeDisabled();
    expect(login).toHaveBeenCalledWith('a@b.tr', 'gizli-sifre');
    act(() => {
      useAuthStore.setState({ status: 'authenticated' });
      finish();
    });
    expect(await screen.findByText('panel')).toBeInTheDocument();
  });

  it('asks for the code of the authenticator app when the administrator uses two-factor sign-in', async () => {
    renderLogin();
    useAuthStore.setState({
      login: jest.fn(async (): Promise<LoginStep> => ({ step: 'code', challenge: 'c-1' })),
    });
    await userEvent.type(screen.getByLabelText('E-posta'), 'a@b.tr');
    await userEvent.type(screen.getByLabelText('Şifre'), 'gizli-sifre-12');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByRole('heading', { name: 'İki adımlı doğrulama' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Doğrulama kodu/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText('Uygulamadaki kod 6 hanelidir')).toBeInTheDocument();
  });

  it('shows the failure in a red box', async () => {
    renderLogin();
    useAuthStore.setState({
      login: jest.fn(async () => Promise.reject(new Error('E-posta veya şifre hatalı'))),
    });
    await userEvent.type(screen.getByLabelText('E-posta'), 'a@b.tr');
    await userEvent.type(screen.getByLabelText('Şifre'), 'yanlis');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('E-posta veya şifre hatalı');
    expect(box).toHaveClass('adm-alert--error');
  });
});
