import { CONTRACT_VERSION } from '@konak/shared-ui';
import {
  checkRemoteContract,
  ContractMismatchError,
  judgeContract,
  manifestUrl,
  needsShellI18next,
  UNDECLARED_CONTRACT,
} from './contract';

const manifestAnswer = (body: unknown, status = 200) =>
  jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body }) as unknown as typeof fetch;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('judgeContract', () => {
  it('accepts a remote whose range holds this shell, including one built against a newer patch', () => {
    expect(judgeContract('public', { contract: '^1.1.0', builtWith: '1.1.0' }, '1.1.0')).toEqual({
      ok: true,
    });
    expect(judgeContract('public', { contract: '^1.1.0', builtWith: '1.1.4' }, '1.1.0')).toEqual({
      ok: true,
    });
    expect(judgeContract('admin', { contract: '^1.1.0', builtWith: '1.1.0' }, '1.6.2')).toEqual({ ok: true });
  });

  it('refuses a remote that needs a newer minor or another major, naming both versions', () => {
    const newer = judgeContract('admin', { contract: '^1.2.0', builtWith: '1.2.0' }, '1.1.0');
    expect(newer).toEqual({
      ok: false,
      message: expect.stringContaining(
        'the admin remote (built with 1.2.0) needs the shell / shared-ui contract ^1.2.0; this shell provides 1.1.0',
      ),
    });
    expect(judgeContract('public', { contract: '^1.1.0' }, '2.0.0')).toMatchObject({
      ok: false,
      message: expect.stringContaining('provides 2.0.0'),
    });
    expect(judgeContract('public', { contract: 'not a range' }, '1.1.0')).toMatchObject({ ok: false });
  });

  it('takes a remote without a declaration as built against 1.0.0: loaded with a warning on 1.x, refused on 2.x', () => {
    expect(UNDECLARED_CONTRACT).toBe('^1.0.0');
    expect(judgeContract('public', undefined, '1.1.0')).toEqual({
      ok: true,
      warning: expect.stringContaining('declares no shell / shared-ui contract'),
    });
    expect(judgeContract('public', { contract: '' }, '1.4.0')).toMatchObject({
      ok: true,
      warning: expect.stringContaining('assuming ^1.0.0'),
    });
    expect(judgeContract('public', {}, '2.0.0')).toEqual({
      ok: false,
      message: expect.stringContaining('assumed ^1.0.0); this shell provides 2.0.0'),
    });
  });

  it("judges against shared-ui's own version by default, which every remote built with it accepts", () => {
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = CONTRACT_VERSION.split('.');
    expect(judgeContract('public', { contract: `^${major}.${minor}.0` })).toEqual({ ok: true });
  });
});

it('finds the manifest beside remoteEntry.js, on this server or a CDN, keeping the query', () => {
  expect(manifestUrl('/mfe/admin/remoteEntry.js?retry=2')).toBe(
    `${window.location.origin}/mfe/admin/mf-manifest.json?retry=2`,
  );
  expect(manifestUrl('https://cdn.example/public/remoteEntry.js')).toBe(
    'https://cdn.example/public/mf-manifest.json',
  );
});

describe('checkRemoteContract', () => {
  it('passes a remote inside the range without a word', async () => {
    global.fetch = manifestAnswer({ name: 'public_mfe', konak: { contract: '^1.1.0', builtWith: '1.1.0' } });
    await expect(
      checkRemoteContract('public', '/mfe/public/remoteEntry.js', '1.1.3'),
    ).resolves.toBeUndefined();
    expect(global.fetch).toHaveBeenCalledWith(`${window.location.origin}/mfe/public/mf-manifest.json`, {
      cache: 'no-cache',
    });
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('throws and logs one line naming the range and the version when the shell is outside it', async () => {
    global.fetch = manifestAnswer({ konak: { contract: '^2.0.0', builtWith: '2.0.0' } });
    await expect(checkRemoteContract('admin', '/mfe/admin/remoteEntry.js', '1.1.0')).rejects.toBeInstanceOf(
      ContractMismatchError,
    );
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[konak\] contract mismatch: the admin remote \(built with 2\.0\.0\) needs .* \^2\.0\.0; this shell provides 1\.1\.0/,
      ),
    );
  });

  it('warns and loads a remote whose manifest has no contract field', async () => {
    global.fetch = manifestAnswer({ name: 'public_mfe', shared: [] });
    await expect(checkRemoteContract('public', '/mfe/public/remoteEntry.js', '1.1.0')).resolves.toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('the public remote declares no shell / shared-ui contract'),
    );
  });

  it('loads the remote as before when its manifest cannot be read', async () => {
    global.fetch = manifestAnswer(null, 404);
    await expect(checkRemoteContract('admin', '/mfe/admin/remoteEntry.js', '1.1.0')).resolves.toBeUndefined();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(checkRemoteContract('admin', '/mfe/admin/remoteEntry.js', '1.1.0')).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be read (answered 404)'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be read (Failed to fetch)'));
  });
});

describe("the shell's i18next, for earlier releases", () => {
  it('is initialised for a remote that shares i18next, or whose manifest does not say', async () => {
    global.fetch = manifestAnswer({
      name: 'public_mfe',
      konak: { contract: '^1.1.0', builtWith: '1.1.0' },
      shared: [{ name: 'react' }, { name: 'i18next' }],
    });
    const shared = await checkRemoteContract('public', '/mfe/public/remoteEntry.js', '1.1.0');
    expect(shared).toEqual(['react', 'i18next']);
    expect(needsShellI18next(shared)).toBe(true);
    expect(needsShellI18next(undefined)).toBe(true);
  });

  it('is left alone for a remote that brings its own texts', async () => {
    global.fetch = manifestAnswer({
      name: 'public_mfe',
      konak: { contract: '^1.1.0', builtWith: '1.1.0' },
      shared: [{ name: 'react' }, { name: '@konak/shared-ui' }],
    });
    expect(
      needsShellI18next(await checkRemoteContract('public', '/mfe/public/remoteEntry.js', '1.1.0')),
    ).toBe(false);
  });
});
