import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

import { CONTRACT_VERSION } from '@konak/shared-ui';
import { RemoteApp } from './remote-app';
import { forgetRemoteLocations } from './remotes';

/** The answers of this server: each remote's mf-manifest.json declares a contract range (`contract`). */
function serve(contract: string, extra: Record<string, unknown> = {}) {
  const fetchMock = jest.fn(async (url: string) => {
    if (url.endsWith('/mf-manifest.json') || url.includes('/mf-manifest.json?'))
      return { ok: true, status: 200, json: async () => ({ konak: { contract, builtWith: '9.9.9' } }) };
    if (url in extra) return { ok: true, status: 200, json: async () => extra[url] };
    return { ok: false, status: 404, json: async () => ({}) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const [major, minor] = CONTRACT_VERSION.split('.');
const ourRange = `^${major}.${minor}.0`;

beforeEach(() => {
  forgetRemoteLocations();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  window.__KONAK__ = {
    remotes: {
      public: { entry: '/mfe/public/remoteEntry.js' },
      admin: { entry: '/mfe/admin/remoteEntry.js' },
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  serve(ourRange);
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
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'public_mfe', entry: '/mfe/public/remoteEntry.js' }],
    { force: false },
  );
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
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin_mfe', entry: '/mfe/admin/remoteEntry.js?retry=1' }],
    { force: true },
  );
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
  const fetchMock = serve(ourRange, {
    '/mfe/remotes.json': { public: { entry: 'https://cdn.example/public/remoteEntry.js' } },
  });
  loadRemote.mockResolvedValue({ default: () => <p>from cdn</p> });
  renderRemote('public');
  expect(await screen.findByText('from cdn')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/mfe/remotes.json', { cache: 'no-cache' });
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'public_mfe', entry: 'https://cdn.example/public/remoteEntry.js' }],
    { force: false },
  );
  expect(fetchMock).toHaveBeenCalledWith('https://cdn.example/public/mf-manifest.json', {
    cache: 'no-cache',
  });
});

it('shows the fallback without loading any code of a remote that needs another contract, and says why', async () => {
  serve(`^${Number(major) + 1}.0.0`);
  renderRemote('admin', '/admin/login');
  expect(await screen.findByTestId('remote-fallback-admin')).toBeInTheDocument();
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(console.error).toHaveBeenCalledWith(
    `[konak] contract mismatch: the admin remote (built with 9.9.9) needs the shell / shared-ui contract ^${Number(major) + 1}.0.0; this shell provides ${CONTRACT_VERSION} — showing the fallback instead. Deploy a shell whose contract is in ^${Number(major) + 1}.0.0, or a release of admin-mfe built for ${CONTRACT_VERSION}.`,
  );

  // The right release deployed meanwhile: the retry reads the manifest again and loads it.
  serve(ourRange);
  loadRemote.mockResolvedValueOnce({ default: () => <p>admin panel</p> });
  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
  expect(await screen.findByText('admin panel')).toBeInTheDocument();
});

it('loads a remote as before when its manifest cannot be read', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadRemote.mockResolvedValue({ default: () => <p>public site</p> });
  renderRemote('public');
  expect(await screen.findByText('public site')).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("the public remote's manifest"));
});
