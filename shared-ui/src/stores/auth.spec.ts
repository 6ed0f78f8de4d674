import { api } from '../api/client';
import type { AdminUser } from '../api/models';
import { useAuthStore } from './auth';
import { TOKEN_KEY, tokenStorage } from './token-storage';

const ECE: AdminUser = {
  id: 1,
  name: 'Ece',
  email: 'ece@konak.tr',
  role: 'owner',
  created_at: '2024-01-15T10:00:00Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });
const refused = () => json({ detail: 'Oturumunuz sona erdi veya geçersiz. Lütfen tekrar giriş yapın.' }, 401);

/** The server, answering each call with the next of `answers`; what it was sent is kept in `sent`. */
let answers: (() => Response | Promise<Response>)[] = [];
let sent: { request: Request; body: string }[] = [];
let fetchMock: jest.SpyInstance;
const answer = (...next: (() => Response | Promise<Response>)[]) => answers.push(...next);

// Node's Request (which this jsdom lends from Node) needs an absolute URL; a browser's resolves the
// client's `/api/...` against the page.
const NodeRequest = globalThis.Request;
beforeAll(() => {
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
});
afterAll(() => {
  globalThis.Request = NodeRequest;
});

const initial = useAuthStore.getState();
beforeEach(() => {
  answers = [];
  sent = [];
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    // Read like a real fetch would: ky waits for the body to be used before it settles.
    sent.push({ request, body: await request.text() });
    const next = answers.shift();
    if (!next) throw new Error(`no answer prepared for ${request.method} ${request.url}`);
    return next();
  });
});
afterEach(() => {
  fetchMock.mockRestore();
  useAuthStore.setState(initial, true);
});

function signedIn(token = 'token-of-this-browser') {
  tokenStorage.set(token);
  useAuthStore.setState({ status: 'authenticated', user: ECE, expired: false });
}

describe('admin session', () => {
  it('checks a stored token with /auth/me and forgets one the server refuses, without calling it expired', async () => {
    tokenStorage.set('eski-token');
    answer(refused);
    await useAuthStore.getState().init();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, expired: false });
  });

  it('signs in: stores the token, then loads the administrator', async () => {
    answer(
      () => json({ access_token: 'yeni-token' }),
      () => json(ECE),
    );
    await useAuthStore.getState().login('ece@konak.tr', 'sifre-1234');
    expect(tokenStorage.get()).toBe('yeni-token');
    expect(sent[1].request.headers.get('authorization')).toBe('Bearer yeni-token');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: ECE });
  });

  it('stops at the second step when the administrator uses two-factor sign-in, then completes with its token', async () => {
    answer(() => json({ two_factor_required: true, challenge: 'c-1' }));
    expect(await useAuthStore.getState().login('ece@konak.tr', 'sifre-1234')).toEqual({
      step: 'code',
      challenge: 'c-1',
    });
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState().status).not.toBe('authenticated');
    answer(() => json({ two_factor_setup_required: true, challenge: 'c-2' }));
    expect(await useAuthStore.getState().login('ece@konak.tr', 'sifre-1234')).toEqual({
      step: 'enrol',
      challenge: 'c-2',
    });
    answer(() => json(ECE));
    await useAuthStore.getState().completeLogin('iki-adim-token');
    expect(tokenStorage.get()).toBe('iki-adim-token');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: ECE });
  });

  it('ends the session as expired when a later call answers 401', async () => {
    signedIn();
    answer(refused);
    await expect(api.get('users/')).rejects.toThrow();
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', expired: true });
  });
});

describe('logging out', () => {
  it('ends this token’s session on the server and forgets it in the browser', async () => {
    signedIn('token-of-this-browser');
    answer(noContent);
    await useAuthStore.getState().logout();
    const [{ request, body }] = sent;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(request.headers.get('authorization')).toBe('Bearer token-of-this-browser');
    expect(body).toBe('');
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, expired: false });
  });

  it('leaves the panel at once, before the server answers', async () => {
    signedIn();
    let reply: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (reply = resolve));
    answer(() => pending);
    const done = useAuthStore.getState().logout();
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    reply(noContent());
    await done;
  });

  it('still forgets the token when the server cannot be reached', async () => {
    signedIn();
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });

  it('does not call an already-dead token an expired session (the user asked to leave)', async () => {
    signedIn();
    answer(refused);
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', expired: false });
  });

  it('calls nobody when there is no token', async () => {
    useAuthStore.setState({ status: 'unauthenticated' });
    await useAuthStore.getState().logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing out everywhere', () => {
  it('asks the server to end every session, then forgets the token', async () => {
    signedIn('token-of-this-browser');
    answer(noContent);
    await useAuthStore.getState().logoutEverywhere();
    const [{ request, body }] = sent;
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(request.headers.get('authorization')).toBe('Bearer token-of-this-browser');
    expect(JSON.parse(body)).toEqual({ everywhere: true });
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, expired: false });
  });

  it('keeps this session and fails when the server did not confirm, so the administrator can try again', async () => {
    signedIn('token-of-this-browser');
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(useAuthStore.getState().logoutEverywhere()).rejects.toThrow();
    expect(tokenStorage.get()).toBe('token-of-this-browser');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: ECE });
  });

  it('fails, and leaves as expired, when this token was already dead', async () => {
    signedIn();
    answer(refused);
    await expect(useAuthStore.getState().logoutEverywhere()).rejects.toThrow();
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', expired: true });
  });
});
