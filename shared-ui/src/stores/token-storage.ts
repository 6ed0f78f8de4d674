// The one storage key of the admin session's bearer token (SPEC §9: one key for the token).
export const TOKEN_KEY = 'konak.token';

export const tokenStorage = {
  get(): string | null {
    try {
      return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  set(token: string) {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
  },
  clear() {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  },
};
