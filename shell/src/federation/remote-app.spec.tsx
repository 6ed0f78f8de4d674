import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

import { RemoteApp } from './remote-app';
import { forgetRemoteLocations } from './remotes';

beforeEach(() => {
  forgetRemoteLocations();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  window.__KONAK__ = { remotes: { public: { entry: '/mfe/public/remoteEntry.js' }, admin: { entry: '/mfe/admin/remoteEntry.js' } } };
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function renderRemote(remote: 'public' | 'admin', path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteApp remote={remote} />
    </MemoryRouter>,
  );
}

it('registers the remote from the boot data and renders its App', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>public site</p> });
  renderRemote('public');
  expect(await screen.findByText('public site')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'public_mfe', entry: '/mfe/public/remoteEntry.js' }], { force: false });
  expect(loadRemote).toHaveBeenCalledWith('public_mfe/App');
});

it('shows the branded fallback when a remote fails, and a retry loads it again', async () => {
  loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js 404'));
  renderRemote('admin', '/admin/login');
  expect(await screen.findByTestId('remote-fallback-admin')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Bu bölüm şu an açılamadı' })).toBeInTheDocument();

  loadRemote.mockResolvedValueOnce({ default: () => <p>admin panel</p> });
  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
  expect(await screen.findByText('admin panel')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'admin_mfe', entry: '/mfe/admin/remoteEntry.js?retry=1' }], { force: true });
});

it('speaks the language of the URL in the public fallback', async () => {
  loadRemote.mockRejectedValue(new Error('offline'));
  window.history.pushState({}, '', '/ru/blog');
  renderRemote('public', '/ru/blog');
  expect(await screen.findByRole('heading', { name: 'Не удалось открыть этот раздел' })).toBeInTheDocument();
  window.history.pushState({}, '', '/');
});

it('reads the remotes manifest when the page carries no boot data', async () => {
  window.__KONAK__ = {};
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ public: { entry: 'https://cdn.example/public/remoteEntry.js' } }) });
  global.fetch = fetchMock as unknown as typeof fetch;
  loadRemote.mockResolvedValue({ default: () => <p>from cdn</p> });
  renderRemote('public');
  expect(await screen.findByText('from cdn')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/mfe/remotes.json', { cache: 'no-cache' });
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'public_mfe', entry: 'https://cdn.example/public/remoteEntry.js' }], { force: false });
});
