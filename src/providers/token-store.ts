import type { TokenPair } from '../../contract/auth';

/** The part of the Web Storage API the token store uses (Map-backed fakes work in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Whether the refresh token lives in local storage ('remember me on this device'). */
  isRemembered(): boolean;
  /**
   * Stores a new pair. The access token always goes to session storage; the refresh token goes to
   * local storage only when `remember` (and is then removed from session storage), otherwise to
   * session storage only. `remember` defaults to where the refresh token lives now, so a rotation
   * keeps the sign-in's choice.
   */
  save(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>, remember?: boolean): void;
  clear(): void;
}

export const ACCESS_TOKEN_KEY = 'ac.access_token';
export const REFRESH_TOKEN_KEY = 'ac.refresh_token';

export function createTokenStore({ session, local }: { session: StorageLike; local: StorageLike }): TokenStore {
  const isRemembered = () => session.getItem(REFRESH_TOKEN_KEY) === null && local.getItem(REFRESH_TOKEN_KEY) !== null;

  return {
    getAccessToken: () => session.getItem(ACCESS_TOKEN_KEY),
    // This tab's own (not remembered) token first: it is the one this tab's sign-in chose.
    getRefreshToken: () => session.getItem(REFRESH_TOKEN_KEY) ?? local.getItem(REFRESH_TOKEN_KEY),
    isRemembered,
    save(pair, remember = isRemembered()) {
      session.setItem(ACCESS_TOKEN_KEY, pair.access_token);
      if (remember) {
        local.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
        session.removeItem(REFRESH_TOKEN_KEY);
      } else {
        session.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
        local.removeItem(REFRESH_TOKEN_KEY);
      }
    },
    clear() {
      session.removeItem(ACCESS_TOKEN_KEY);
      session.removeItem(REFRESH_TOKEN_KEY);
      local.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/**
 * A storage of the browser, looked up on every call (so importing this module needs no `window`)
 * and tolerant of storage being unavailable (private modes, blocked cookies): reads give null,
 * writes are dropped.
 */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): StorageLike {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[kind];
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        /* storage full or unavailable */
      }
    },
    removeItem(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

/** The tokens of this browser tab. */
export const tokenStore: TokenStore = createTokenStore({
  session: browserStorage('sessionStorage'),
  local: browserStorage('localStorage'),
});
