import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@konak/shared-ui';
import { App } from './app';
import { TestRouter } from '../test/test-router';

function renderAt(path: string) {
  return render(
    <TestRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </TestRouter>,
  );
}

const initial = useAuthStore.getState();
afterEach(() => useAuthStore.setState(initial, true));

describe('admin guard', () => {
  it('sends a visitor without a session from /admin/projects to the login screen', async () => {
    renderAt('/admin/projects');
    expect(await screen.findByRole('heading', { name: 'Yönetim Paneli' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toBeInTheDocument();
    expect(screen.queryByText('Projeler')).not.toBeInTheDocument();
  });

  it('shows a spinner with "Yükleniyor..." while the session is checked', () => {
    useAuthStore.setState({ status: 'loading', init: jest.fn(async () => undefined) });
    renderAt('/admin');
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
  });

  it('explains on the login screen that the session expired', async () => {
    useAuthStore.setState({ status: 'unauthenticated', expired: true, init: jest.fn(async () => undefined) });
    renderAt('/admin/blogs');
    expect(await screen.findByText(/Oturumunuzun süresi doldu/)).toBeInTheDocument();
  });

  it('renders the panel with its links when signed in', async () => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { id: 1, name: 'Ece', email: 'e@x.tr', role: 'owner', created_at: '' },
      init: jest.fn(async () => undefined),
    });
    renderAt('/admin/users');
    const nav = await screen.findByRole('complementary', { name: 'Yönetim menüsü' });
    const labels = Array.from(nav.querySelectorAll('nav .adm-nav-link__label')).map((n) => n.textContent);
    expect(labels).toEqual([
      'Genel Bakış',
      'Ziyaretçiler',
      'Slider',
      'Projeler',
      'Döviz Kurları',
      'Blog',
      'Hakkımızda',
      'Ayarlar',
      'Instagram',
      'İletişim Talepleri',
      'Yöneticiler',
      'Çöp Kutusu',
      'Etkinlik Kaydı',
      'Otomatik bildirimler',
      'Çeviri Kontrolü',
      'Hesabım',
    ]);
    expect(screen.getByRole('link', { name: /Yöneticiler/ })).toHaveClass('active');
    expect(screen.getByRole('link', { name: /Genel Bakış/ })).not.toHaveClass('active');
  });

  it('closes the phone menu with Escape or its own close button (the open drawer covers the menu button)', async () => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { id: 1, name: 'Ece', email: 'e@x.tr', role: 'owner', created_at: '' },
      init: jest.fn(async () => undefined),
    });
    const { container } = renderAt('/admin/users');
    const menu = await screen.findByRole('button', { name: 'Menüyü aç' });
    const open = () => container.querySelector('.adm-shell--drawer') !== null;
    await userEvent.click(menu);
    expect(open()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(open()).toBe(false);
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü kapat' }));
    expect(open()).toBe(false);
  });

  it('logs out from the top bar through the store (which ends the session on the server) and shows the login screen', async () => {
    const logout = jest.fn(async () => {
      useAuthStore.setState({ status: 'unauthenticated', user: null });
    });
    useAuthStore.setState({
      status: 'authenticated',
      user: { id: 1, name: 'Ece', email: 'e@x.tr', role: 'owner', created_at: '' },
      init: jest.fn(async () => undefined),
      logout,
    });
    renderAt('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Çıkış yap' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Yönetim Paneli' })).toBeInTheDocument();
  });
});
