import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '@konak/contract';
import { useAuthStore } from '@konak/shared-ui';
import { App } from './app';
import { TestRouter } from '../test/test-router';

function renderAs(role: Role, path: string) {
  useAuthStore.setState({
    status: 'authenticated',
    user: { id: 1, name: 'Ece', email: 'e@x.tr', role, created_at: '' },
    init: jest.fn(async () => undefined),
  });
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

const menu = async () => {
  const nav = await screen.findByRole('complementary', { name: 'Yönetim menüsü' });
  return Array.from(nav.querySelectorAll('nav .adm-nav-link__label')).map((n) => n.textContent);
};

describe('roles in the panel', () => {
  it('shows an editor the content screens only, and refuses a typed address of another in plain Turkish', async () => {
    renderAs('editor', '/admin/contacts');
    expect(await menu()).toEqual([
      'Genel Bakış',
      'Ziyaretçiler',
      'Slider',
      'Projeler',
      'Döviz Kurları',
      'Blog',
      'Hakkımızda',
      'Instagram',
      'Çeviri Kontrolü',
      'Hesabım',
    ]);
    expect(await screen.findByRole('heading', { name: 'Bu sayfayı görme yetkiniz yok' })).toBeInTheDocument();
    expect(screen.getByText(/Rolünüz: Editör/)).toBeInTheDocument();
  });

  it('shows sales the requests and the projects, not the administrators', async () => {
    renderAs('sales', '/admin/users');
    expect(await menu()).toEqual([
      'Genel Bakış',
      'Ziyaretçiler',
      'Projeler',
      'İletişim Talepleri',
      'Hesabım',
    ]);
    expect(await screen.findByRole('heading', { name: 'Bu sayfayı görme yetkiniz yok' })).toBeInTheDocument();
    expect(screen.getByText(/Rolünüz: Satış/)).toBeInTheDocument();
  });
});
