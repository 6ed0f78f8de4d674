// Admin session (SPEC §4): loading → authenticated | unauthenticated. A stored token is checked with
// GET /auth/me; a failure discards it silently. The client turns a later 401 into an expired session.
// Logging out also ends the session on the server (POST /auth/logout), so a copied token dies with it.
import { create } from 'zustand';
import { api, setUnauthorizedHandler } from '../api/client';
import type { AdminUser, LoginResponse, LogoutRequest, TwoFactorChallenge } from '../api/models';
import { tokenStorage } from './token-storage';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type LoginStep =
  { step: 'done' } | { step: 'code'; challenge: string } | { step: 'enrol'; challenge: string };

interface AuthState {
  status: AuthStatus;
  user: AdminUser | null;
  /** Set when the server ended the session (expired or revoked token), for the login screen to explain. */
  expired: boolean;
  init: () => Promise<void>;
  /** The password step. Signed in at once ('done'), or a second step is due: a code from the
   *  authenticator app ('code'), or — the owner requires a second factor of this role — enrolment
   *  first ('enrol'); both carry the challenge the API handed out for it. */
  login: (email: string, password: string) => Promise<LoginStep>;
  /** Ends a sign-in whose last step answered a token (POST /auth/2fa/verify or /auth/2fa/enable). */
  completeLogin: (accessToken: string) => Promise<void>;
  /** Forgets the session at once, then asks the server to end it. Best effort: the promise never
   *  rejects, and the browser forgets the token whatever the server answers. */
  logout: () => Promise<void>;
  /** Ends every session of this administrator (all devices, this one too). Rejects, keeping this
   *  session, when the server did not confirm — unless it said the token is already dead. */
  logoutEverywhere: () => Promise<void>;
}

/** A logout that cannot reach the server must not keep the panel waiting (the client has no timeout). */
const LOGOUT_TIMEOUT_MS = 10_000;

/** POST /auth/logout with the given token; `keepalive` lets it finish when the tab closes right after. */
function endSession(token: string, everywhere: boolean): Promise<unknown> {
  return api.post('auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
    json: everywhere ? ({ everywhere: true } satisfies LogoutRequest) : undefined,
    timeout: LOGOUT_TIMEOUT_MS,
    keepalive: true,
  });
}

async function fetchMe(): Promise<AdminUser> {
  return api.get('auth/me').json<AdminUser>();
}

export const useAuthStore = create<AuthState>((set, get) => ({
  status: 'loading',
  user: null,
  expired: false,
  init: async () => {
    if (!tokenStorage.get()) {
      set({ status: 'unauthenticated', user: null });
      return;
    }
    try {
      set({ status: 'authenticated', user: await fetchMe(), expired: false });
    } catch {
      tokenStorage.clear();
      set({ status: 'unauthenticated', user: null });
    }
  },
  login: async (email, password) => {
    const answer = await api
      .post('auth/login', { json: { email, password } })
      .json<LoginResponse | TwoFactorChallenge>();
    if ('challenge' in answer)
      return { step: answer.two_factor_setup_required ? 'enrol' : 'code', challenge: answer.challenge };
    await get().completeLogin(answer.access_token);
    return { step: 'done' };
  },
  completeLogin: async (accessToken) => {
    tokenStorage.set(accessToken);
    try {
      set({ status: 'authenticated', user: await fetchMe(), expired: false });
    } catch (error) {
      tokenStorage.clear();
      set({ status: 'unauthenticated', user: null });
      throw error;
    }
  },
  logout: async () => {
    const token = tokenStorage.get();
    // Forgotten first: the panel leaves at once, and a later 401 on this token is not an "expired" session.
    tokenStorage.clear();
    set({ status: 'unauthenticated', user: null, expired: false });
    if (!token) return;
    try {
      await endSession(token, false);
    } catch {
      // Offline, or the token was already dead: this browser has forgotten it either way.
    }
  },
  logoutEverywhere: async () => {
    const token = tokenStorage.get();
    if (token) {
      // Awaited before forgetting: the administrator must know whether the other devices were signed out.
      // A 401 here has already ended this session through the client's handler.
      await endSession(token, true);
    }
    tokenStorage.clear();
    set({ status: 'unauthenticated', user: null, expired: false });
  },
}));

setUnauthorizedHandler(() => {
  if (useAuthStore.getState().status !== 'authenticated') return;
  tokenStorage.clear();
  useAuthStore.setState({ status: 'unauthenticated', user: null, expired: true });
});
