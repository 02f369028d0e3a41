import i18next from 'i18next';
import type { TokenPair } from '../../contract/auth';
import { setCurrentUser } from './current-user';
import { HttpError, httpErrorFromResponse, networkError, type Translate } from './http-error';
import { currentLanguage } from './i18n';
import { browserLocation, isLoginPath, loginPathFor } from './login-path';
import { tokenStore, type TokenStore } from './token-store';

export { HttpError, isHttpError, type FieldError } from './http-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; an array repeats the name (`id=1&id=2`); null and undefined are left out. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod | Lowercase<HttpMethod>;
  query?: QueryParams;
  /** Sent as JSON, except FormData, Blob, URLSearchParams and strings, which go as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Send the access token and recover from a 401 by one refresh and one retry. Defaults to true,
   * except for /auth/login, /auth/refresh and /auth/logout, which are never refreshed nor retried.
   */
  auth?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export type FreshTokens = Pick<TokenPair, 'access_token' | 'refresh_token'>;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
/** Runs `task` while holding the cross-tab refresh lock. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface HttpClientOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  tokens: TokenStore;
  getLanguage: () => string;
  /** Called once the session is over (tokens already cleared): redirect to the sign-in page. */
  onSessionExpired: () => void;
  refreshLock?: RefreshLock;
  /** Translates the generic error messages; defaults to i18next's `t`. */
  translate?: Translate;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  /**
   * Like `request` (auth header, one refresh and retry on a 401, non-2xx answers rejected as
   * HttpError), but resolves with the 2xx Response unread, for streamed answers (server-sent events).
   */
  stream(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Rotates the token pair (one call at a time in this tab, serialised across tabs). Resolves true
   * when a fresh access token is stored. When the server refuses the refresh token (or there is
   * none) the tokens are cleared and `onSessionExpired` runs; when the server cannot be reached
   * the tokens are kept. Never rejects.
   */
  refresh(): Promise<boolean>;
  /** Calls `listener` with each new token pair; returns the unsubscribe function. */
  onTokensRefreshed(listener: (pair: FreshTokens) => void): () => void;
}

export const REFRESH_LOCK_NAME = 'agent-console-refresh';
const UNREFRESHABLE_PATHS = new Set(['/auth/login', '/auth/refresh', '/auth/logout']);

/** `navigator.locks` when the browser has it (serialises refreshes across tabs), else runs directly. */
export const browserRefreshLock: RefreshLock = (task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
};

function isAbsoluteUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

function routeOf(path: string): string {
  const route = path.split(/[?#]/)[0];
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = isAbsoluteUrl(path) ? path : `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) search.append(name, String(item));
  }
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

type RenewOutcome = { kind: 'renewed'; accessToken: string } | { kind: 'ended' } | { kind: 'unavailable'; error: HttpError };

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    baseUrl = '/api',
    fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
    tokens,
    getLanguage,
    onSessionExpired,
    refreshLock = browserRefreshLock,
    translate = (key: string) => i18next.t(key),
  } = options;
  const refreshListeners = new Set<(pair: FreshTokens) => void>();
  let inFlight: Promise<RenewOutcome> | null = null;

  /** One HTTP exchange; rejects only when there is no response. */
  async function send(path: string, opts: RequestOptions, accessToken: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLanguage(), ...opts.headers };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (isRawBody(opts.body)) body = opts.body;
      else {
        body = JSON.stringify(opts.body);
        if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
      }
    }
    try {
      return await fetchFn(buildUrl(baseUrl, path, opts.query), {
        method: (opts.method ?? 'GET').toUpperCase(),
        headers,
        body,
        signal: opts.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (isAbort(error, opts.signal)) throw error;
      throw networkError(translate, error);
    }
  }

  async function failure(response: Response): Promise<HttpError> {
    return httpErrorFromResponse(response.status, await readBody(response), response.headers, translate);
  }

  function endSession(): void {
    const hadSession = tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null;
    tokens.clear();
    if (hadSession) onSessionExpired();
  }

  /** Clears the tokens unless a new sign-in replaced `refreshTokenUsed` meanwhile. */
  function endSessionOf(refreshTokenUsed: string | null): RenewOutcome {
    const stored = tokens.getRefreshToken();
    if (stored !== null && stored !== refreshTokenUsed) {
      const access = tokens.getAccessToken();
      if (access) return { kind: 'renewed', accessToken: access };
    }
    endSession();
    return { kind: 'ended' };
  }

  /** The refresh itself, inside the cross-tab lock, with the stored tokens read again there. */
  async function rotate(staleAccessToken: string | null): Promise<RenewOutcome> {
    const access = tokens.getAccessToken();
    // Already renewed in this tab while we waited for the lock.
    if (access && access !== staleAccessToken) return { kind: 'renewed', accessToken: access };
    // Read now, not before the lock: another tab may have rotated the shared (remembered) token,
    // and a refresh token is never sent twice.
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return endSessionOf(null);
    let response: Response;
    try {
      response = await send('/auth/refresh', { method: 'POST', body: { refresh_token: refreshToken } }, null);
    } catch (error) {
      if (error instanceof HttpError) return { kind: 'unavailable', error };
      throw error;
    }
    // The server is down or unreachable: the refresh token may still be good, keep it.
    if (response.status >= 500) return { kind: 'unavailable', error: await failure(response) };
    if (!response.ok) return endSessionOf(refreshToken);
    const pair = (await readBody(response)) as Partial<TokenPair> | undefined;
    if (!pair?.access_token || !pair.refresh_token) return { kind: 'unavailable', error: await failure(response) };
    // Signed out, or signed in again, in this tab meanwhile: do not bring these tokens back.
    if (tokens.getRefreshToken() !== refreshToken) return endSessionOf(refreshToken);
    const fresh: FreshTokens = { access_token: pair.access_token, refresh_token: pair.refresh_token };
    tokens.save(fresh);
    for (const listener of [...refreshListeners]) listener(fresh);
    return { kind: 'renewed', accessToken: fresh.access_token };
  }

  /** Single flight: concurrent callers in this tab share one refresh. */
  function renew(staleAccessToken: string | null): Promise<RenewOutcome> {
    const access = tokens.getAccessToken();
    if (access && access !== staleAccessToken) return Promise.resolve({ kind: 'renewed', accessToken: access });
    inFlight ??= refreshLock(() => rotate(staleAccessToken))
      .catch((error: unknown): RenewOutcome => ({ kind: 'unavailable', error: networkError(translate, error) }))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  /** The exchange with its one refresh and retry on a 401; resolves with a 2xx response, unread. */
  async function exchange(path: string, opts: RequestOptions): Promise<Response> {
    const auth = opts.auth ?? !(isAbsoluteUrl(path) || UNREFRESHABLE_PATHS.has(routeOf(path)));
    const sentToken = auth ? tokens.getAccessToken() : null;
    let response = await send(path, opts, sentToken);

    if (response.status === 401 && auth) {
      const outcome = await renew(sentToken);
      if (outcome.kind === 'unavailable') throw outcome.error;
      if (outcome.kind === 'ended') throw await failure(response);
      response = await send(path, opts, outcome.accessToken);
      if (response.status === 401) {
        // The single retry was used: the session is over.
        const error = await failure(response);
        endSession();
        throw error;
      }
    }

    if (!response.ok) throw await failure(response);
    return response;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<HttpResponse<T>> {
    const response = await exchange(path, opts);
    return { data: (await readBody(response)) as T, headers: response.headers, status: response.status };
  }

  return {
    request,
    stream: (path, opts = {}) => exchange(path, { ...opts, headers: { Accept: 'text/event-stream, application/json', ...opts.headers } }),
    refresh: async () => (await renew(tokens.getAccessToken())).kind === 'renewed',
    onTokensRefreshed(listener) {
      refreshListeners.add(listener);
      return () => {
        refreshListeners.delete(listener);
      };
    },
  };
}

/* ---- the console's instance ---- */

type Navigate = (to: string) => void;
let navigate: Navigate | null = null;

/** Lets the App route with react-router (`setNavigate(useNavigate())`); without it the page reloads at the target. */
export function setNavigate(fn: Navigate | null): void {
  navigate = fn;
}

/** Sends the visitor to the sign-in page, remembering where they were (nothing to do when already there). */
export function redirectToLogin(): void {
  const location = browserLocation();
  if (!location || isLoginPath(location.pathname)) return;
  const target = loginPathFor(location);
  if (navigate) navigate(target);
  else window.location.assign(target);
}

export const http: HttpClient = createHttpClient({
  tokens: tokenStore,
  getLanguage: currentLanguage,
  onSessionExpired: () => {
    setCurrentUser(null);
    redirectToLogin();
  },
});
