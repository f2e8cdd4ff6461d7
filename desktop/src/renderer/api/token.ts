/** localStorage key of the access token (kept in memory too; the refresh token is an httpOnly cookie). */
export const TOKEN_STORAGE_KEY = 'token';

export type TokenStore = {
  get(): string | null;
  set(token: string | null): void;
};

function readStored(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The access token in memory, mirrored to localStorage so a reload can resume the session. */
export function createTokenStore(): TokenStore {
  let token: string | null = readStored();
  return {
    get: () => token,
    set(next) {
      token = next;
      try {
        if (next === null) {
          localStorage.removeItem(TOKEN_STORAGE_KEY);
        } else {
          localStorage.setItem(TOKEN_STORAGE_KEY, next);
        }
      } catch {
        // Storage can be unavailable (private mode); the in-memory token still works.
      }
    },
  };
}
