// Admin session (SPEC §4): loading → authenticated | unauthenticated. A stored token is checked with
// GET /auth/me; a failure discards it silently. The client turns a later 401 into an expired session.
import { create } from 'zustand';
import { api, setUnauthorizedHandler } from '../api/client';
import type { AdminUser, LoginResponse } from '../api/models';
import { tokenStorage } from './token-storage';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthState {
  status: AuthStatus;
  user: AdminUser | null;
  /** Set when the server ended the session (expired or revoked token), for the login screen to explain. */
  expired: boolean;
  init: () => Promise<void>;
  login: (email: string, password: string) => Promise<void>;
  logout: () => void;
}

async function fetchMe(): Promise<AdminUser> {
  return api.get('auth/me').json<AdminUser>();
}

export const useAuthStore = create<AuthState>((set) => ({
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
    const { access_token } = await api.post('auth/login', { json: { email, password } }).json<LoginResponse>();
    tokenStorage.set(access_token);
    try {
      set({ status: 'authenticated', user: await fetchMe(), expired: false });
    } catch (error) {
      tokenStorage.clear();
      set({ status: 'unauthenticated', user: null });
      throw error;
    }
  },
  logout: () => {
    tokenStorage.clear();
    set({ status: 'unauthenticated', user: null, expired: false });
  },
}));

setUnauthorizedHandler(() => {
  if (useAuthStore.getState().status !== 'authenticated') return;
  tokenStorage.clear();
  useAuthStore.setState({ status: 'unauthenticated', user: null, expired: true });
});
