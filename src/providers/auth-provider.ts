import type { AuthActionResponse, AuthProvider, CheckResponse, OnErrorResponse } from '@refinedev/core';
import type { Me, TokenPair } from '../../contract/auth';
import { getCurrentUser, setCurrentUser } from './current-user';
import { http as defaultHttp, type HttpClient } from './http-client';
import { isHttpError } from './http-error';
import { changeLanguage, currentLanguage, hasChosenLanguage, isLanguage, translate as defaultTranslate } from './i18n';
import { browserLocation, LOGIN_PATH, loginPathFor, safeRedirectPath, type AppLocation } from './login-path';
import { createRefreshScheduler, type RefreshScheduler } from './refresh-scheduler';
import { ensureCurrentUser, fetchCurrentUser } from './session';
import { tokenStore as defaultTokens, type TokenStore } from './token-store';

export interface LoginParams {
  email: string;
  password: string;
  /** 'Remember me on this device': keep the refresh token in local storage. */
  remember?: boolean;
}

export interface AuthProviderDeps {
  http: HttpClient;
  tokens: TokenStore;
  scheduler: RefreshScheduler;
  translate: (key: string, options?: { defaultValue?: string }) => string;
  /** Applies the user's saved language unless the visitor chose one in this browser. */
  applyPreferredLanguage: (language: string) => Promise<void>;
  /** The current location (its search holds the `to` of the sign-in page). */
  getLocation: () => AppLocation | null;
}

type LoginText =
  | 'login:welcome'
  | 'login:errors.title'
  | 'login:errors.invalid_credentials'
  | 'login:errors.server'
  | 'login:errors.network'
  | 'login:errors.user_load_failed';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
}

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const { http, tokens, scheduler, getLocation } = deps;
  const text = (key: LoginText) => deps.translate(key);
  // Bumped by every sign-in and sign-out, so a slow check() never clears a newer session.
  let epoch = 0;

  function loginFailure(message: string): AuthActionResponse {
    return { success: false, error: { name: text('login:errors.title'), message } };
  }

  function loginErrorMessage(error: unknown): string {
    const status = statusOf(error);
    if (status === 401) return text('login:errors.invalid_credentials');
    if (status === undefined || status === 0) return text('login:errors.network');
    if (status >= 500) return text('login:errors.server');
    if (isHttpError(error) && error.detail) return error.detail;
    return error instanceof Error && error.message ? error.message : deps.translate('errors:generic.error');
  }

  function startScheduler(): void {
    if (!scheduler.isActive()) scheduler.start();
  }

  function endLocalSession(): void {
    scheduler.stop();
    tokens.clear();
    setCurrentUser(null);
  }

  async function loadUser(): Promise<Me> {
    const cached = getCurrentUser();
    if (cached) return cached;
    const me = await ensureCurrentUser(http);
    await deps.applyPreferredLanguage(me.preferences.language);
    return me;
  }

  return {
    async login({ email, password, remember }: LoginParams) {
      epoch += 1;
      const attempt = epoch;
      let pair: TokenPair;
      try {
        ({ data: pair } = await http.request<TokenPair>('/auth/login', { method: 'POST', body: { email, password } }));
      } catch (error) {
        return loginFailure(loginErrorMessage(error));
      }
      scheduler.stop();
      setCurrentUser(null);
      tokens.save(pair, Boolean(remember));

      let me: Me;
      try {
        me = await fetchCurrentUser(http);
      } catch {
        if (attempt === epoch) endLocalSession();
        return loginFailure(text('login:errors.user_load_failed'));
      }
      scheduler.start();
      await deps.applyPreferredLanguage(me.preferences.language);
      const search = getLocation()?.search ?? '';
      return {
        success: true,
        redirectTo: safeRedirectPath(new URLSearchParams(search).get('to')),
        successNotification: { message: text('login:welcome') },
      };
    },

    async check(): Promise<CheckResponse> {
      const attempt = epoch;
      const unauthenticated = (error?: unknown): CheckResponse => {
        // A sign-in or sign-out happened meanwhile: its outcome stands.
        if (attempt !== epoch) return { authenticated: getCurrentUser() !== null };
        endLocalSession();
        return {
          authenticated: false,
          redirectTo: LOGIN_PATH,
          logout: true,
          ...(error instanceof Error ? { error } : {}),
        };
      };
      try {
        if (!tokens.getAccessToken()) {
          // Application start with only a (remembered) refresh token: refresh first.
          if (!tokens.getRefreshToken() || !(await http.refresh())) return unauthenticated();
        }
        await loadUser();
        if (attempt !== epoch) return { authenticated: getCurrentUser() !== null };
        startScheduler();
        return { authenticated: true };
      } catch (error) {
        return unauthenticated(error);
      }
    },

    async logout() {
      epoch += 1;
      const refreshToken = tokens.getRefreshToken();
      endLocalSession();
      if (refreshToken) {
        try {
          await http.request('/auth/logout', { method: 'POST', body: { refresh_token: refreshToken } });
        } catch {
          /* the local session is over either way */
        }
      }
      return { success: true, redirectTo: LOGIN_PATH };
    },

    async onError(error: unknown): Promise<OnErrorResponse> {
      if (statusOf(error) !== 401) return {}; // 403 and the rest are shown, not signed out
      const location = getLocation();
      return { logout: true, redirectTo: location ? loginPathFor(location) : LOGIN_PATH };
    },

    async getIdentity(): Promise<Me | null> {
      const cached = getCurrentUser();
      if (cached || (!tokens.getAccessToken() && !tokens.getRefreshToken())) return cached;
      try {
        return await ensureCurrentUser(http);
      } catch {
        return null;
      }
    },

    async getPermissions(): Promise<string[]> {
      const cached = getCurrentUser();
      if (cached) return cached.permissions;
      if (!tokens.getAccessToken() && !tokens.getRefreshToken()) return [];
      try {
        return (await ensureCurrentUser(http)).permissions;
      } catch {
        return [];
      }
    },
  };
}

/** Switches to `language` unless the visitor chose a language in this browser (localStorage `ac.language`). */
export async function applyPreferredLanguage(language: string): Promise<void> {
  if (hasChosenLanguage() || !isLanguage(language) || language === currentLanguage()) return;
  await changeLanguage(language, { remember: false });
}

/** Keeps the access token fresh while signed in (spec-1 §4). */
export const refreshScheduler: RefreshScheduler = createRefreshScheduler({
  getAccessToken: () => defaultTokens.getAccessToken(),
  refresh: () => defaultHttp.refresh(),
});
// A refresh forced by a 401 restarts the countdown from the new token.
defaultHttp.onTokensRefreshed(() => {
  if (refreshScheduler.isActive()) refreshScheduler.start();
});

export const authProvider: AuthProvider = createAuthProvider({
  http: defaultHttp,
  tokens: defaultTokens,
  scheduler: refreshScheduler,
  translate: (key, options) => defaultTranslate(key, options),
  applyPreferredLanguage,
  getLocation: browserLocation,
});
