import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/auth-provider';
import { getCurrentUser, setCurrentUser } from '../../src/providers/current-user';
import { createHttpClient } from '../../src/providers/http-client';
import { i18nReady, translate } from '../../src/providers/i18n';
import type { AppLocation } from '../../src/providers/login-path';
import type { RefreshScheduler } from '../../src/providers/refresh-scheduler';
import { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY } from '../../src/providers/token-store';
import { FakeApi, json, ME, MemoryStorage } from './fake-api';

function stubScheduler(): RefreshScheduler & { starts: number; stops: number } {
  let active = false;
  const stub = {
    starts: 0,
    stops: 0,
    start: () => {
      stub.starts += 1;
      active = true;
    },
    stop: () => {
      stub.stops += 1;
      active = false;
    },
    isActive: () => active,
  };
  return stub;
}

function setup(location: AppLocation = { pathname: '/login', search: '' }) {
  const api = new FakeApi();
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const tokens = createTokenStore({ session, local });
  const onSessionExpired = vi.fn();
  const http = createHttpClient({ fetch: api.fetch, tokens, getLanguage: () => 'pt-BR', onSessionExpired, translate: (key) => key });
  const scheduler = stubScheduler();
  const applyPreferredLanguage = vi.fn(async () => {});
  const current = { location };
  const provider = createAuthProvider({
    http,
    tokens,
    scheduler,
    translate: (key) => translate(key),
    applyPreferredLanguage,
    getLocation: () => current.location,
  });
  return { api, session, local, tokens, scheduler, applyPreferredLanguage, provider, current, onSessionExpired };
}

beforeAll(() => i18nReady); // the provider's texts come from locales/pt-BR
beforeEach(() => setCurrentUser(null));

describe('auth provider: login', () => {
  it('stores the tokens, loads the user, starts the refresh schedule and goes to the remembered page', async () => {
    const { provider, session, local, scheduler, applyPreferredLanguage, api } = setup({ pathname: '/login', search: '?to=%2Fagents%3Fpage%3D2' });

    const result = await provider.login({ email: ME.email, password: api.password, remember: true });

    expect(result).toEqual({ success: true, redirectTo: '/agents?page=2', successNotification: { message: 'Bem-vindo de volta!' } });
    expect(session.getItem(ACCESS_TOKEN_KEY)).toBeTruthy();
    expect(session.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(local.getItem(REFRESH_TOKEN_KEY)).toBeTruthy();
    expect(getCurrentUser()).toEqual(ME);
    expect(scheduler.starts).toBe(1);
    expect(applyPreferredLanguage).toHaveBeenCalledWith('en-US');
    expect(api.callsTo('POST', '/api/auth/login')[0].body).toEqual({ email: ME.email, password: api.password });
  });

  it('goes to / when the remembered page is not a path of this site', async () => {
    for (const to of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/login']) {
      const { provider, api } = setup({ pathname: '/login', search: `?to=${encodeURIComponent(to)}` });
      const result = await provider.login({ email: ME.email, password: api.password });
      expect(result.redirectTo).toBe('/');
    }
  });

  it('without remember-me keeps the refresh token in session storage', async () => {
    const { provider, session, local, api } = setup();
    await provider.login({ email: ME.email, password: api.password, remember: false });
    expect(session.getItem(REFRESH_TOKEN_KEY)).toBeTruthy();
    expect(local.items.size).toBe(0);
  });

  it('answers the spec messages for a wrong password, a server error and no connection', async () => {
    const wrong = setup();
    expect(await wrong.provider.login({ email: ME.email, password: 'nope' })).toEqual({
      success: false,
      error: { name: 'Não foi possível entrar', message: 'Email ou senha incorretos' },
    });
    expect(wrong.tokens.getAccessToken()).toBeNull();

    const down = setup();
    down.api.loginOverride = () => json(503, { detail: 'Banco de dados indisponível.', code: 'database_unavailable' });
    expect((await down.provider.login({ email: ME.email, password: 'x' })).error?.message).toBe('Erro no servidor. Tente novamente em alguns instantes.');

    const offline = setup();
    offline.api.offline = true;
    expect((await offline.provider.login({ email: ME.email, password: 'x' })).error?.message).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão.',
    );
    expect(wrong.onSessionExpired).not.toHaveBeenCalled();
  });

  it("shows the server's detail for other failures (throttling, suspended account)", async () => {
    const throttled = setup();
    throttled.api.loginOverride = () =>
      json(429, { detail: 'Muitas tentativas de acesso. Tente novamente em 60 segundos.', code: 'too_many_attempts' }, { 'retry-after': '60' });
    expect((await throttled.provider.login({ email: ME.email, password: 'x' })).error?.message).toBe(
      'Muitas tentativas de acesso. Tente novamente em 60 segundos.',
    );

    const suspended = setup();
    suspended.api.loginOverride = () => json(403, { detail: 'Sua conta está suspensa.', code: 'account_suspended' });
    expect((await suspended.provider.login({ email: ME.email, password: 'x' })).error?.message).toBe('Sua conta está suspensa.');
  });

  it('clears the tokens when the user cannot be loaded', async () => {
    const { provider, tokens, api, scheduler } = setup();
    api.route('GET /api/auth/me', () => json(500, { detail: 'Erro no servidor.', code: 'internal_error' }));

    const result = await provider.login({ email: ME.email, password: api.password, remember: true });

    expect(result).toEqual({ success: false, error: { name: 'Não foi possível entrar', message: 'Falha ao carregar dados do usuário' } });
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(getCurrentUser()).toBeNull();
    expect(scheduler.isActive()).toBe(false);
  });
});

describe('auth provider: application start (check)', () => {
  it('with an access token fetches the user once, then answers from the cache', async () => {
    const { provider, tokens, api, scheduler } = setup({ pathname: '/agents', search: '' });
    tokens.save(api.issuePair());

    expect(await provider.check()).toEqual({ authenticated: true });
    expect(await provider.check()).toEqual({ authenticated: true });

    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(getCurrentUser()).toEqual(ME);
    expect(scheduler.starts).toBe(1);
  });

  it('with only a refresh token refreshes, then fetches the user', async () => {
    const { provider, tokens, local, api } = setup();
    local.setItem(REFRESH_TOKEN_KEY, api.issuePair().refresh_token); // a remembered session in a new tab

    expect(await provider.check()).toEqual({ authenticated: true });

    const paths = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toEqual(['POST /api/auth/refresh', 'GET /api/auth/me']);
    expect(tokens.getAccessToken()).toBeTruthy();
    expect(local.getItem(REFRESH_TOKEN_KEY)).toBe(tokens.getRefreshToken());
  });

  it('without tokens is not authenticated', async () => {
    const { provider, api } = setup();
    expect(await provider.check()).toEqual({ authenticated: false, redirectTo: '/login', logout: true });
    expect(api.calls).toHaveLength(0);
  });

  it('clears the tokens and the user when the refresh or the user fetch fails', async () => {
    const refused = setup();
    refused.local.setItem(REFRESH_TOKEN_KEY, 'revoked-refresh-token');
    expect(await refused.provider.check()).toMatchObject({ authenticated: false, redirectTo: '/login', logout: true });
    expect(refused.tokens.getRefreshToken()).toBeNull();

    const broken = setup();
    broken.tokens.save(broken.api.issuePair());
    broken.api.route('GET /api/auth/me', () => json(500, { detail: 'Erro no servidor.', code: 'internal_error' }));
    expect(await broken.provider.check()).toMatchObject({ authenticated: false, logout: true });
    expect(broken.tokens.getAccessToken()).toBeNull();
    expect(getCurrentUser()).toBeNull();
  });
});

describe('auth provider: logout, errors, identity', () => {
  it('logout revokes the refresh token on the server and clears everything', async () => {
    const { provider, tokens, api, scheduler } = setup();
    await provider.login({ email: ME.email, password: api.password, remember: true });
    const refreshToken = tokens.getRefreshToken();

    expect(await provider.logout({})).toEqual({ success: true, redirectTo: '/login' });

    expect(api.callsTo('POST', '/api/auth/logout')[0].body).toEqual({ refresh_token: refreshToken });
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(getCurrentUser()).toBeNull();
    expect(scheduler.isActive()).toBe(false);
  });

  it('logout succeeds when the server cannot be reached', async () => {
    const { provider, tokens, api } = setup();
    tokens.save(api.issuePair());
    api.offline = true;
    expect(await provider.logout({})).toEqual({ success: true, redirectTo: '/login' });
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('onError signs out on 401 only, remembering the page', async () => {
    const { provider, current } = setup({ pathname: '/agents', search: '?page=2' });
    expect(await provider.onError({ statusCode: 403, message: 'Permissão negada' })).toEqual({});
    expect(await provider.onError({ statusCode: 404, message: 'Não encontrado' })).toEqual({});
    expect(await provider.onError({ statusCode: 401, message: 'Sua sessão expirou.' })).toEqual({
      logout: true,
      redirectTo: '/login?to=%2Fagents%3Fpage%3D2',
    });
    current.location = { pathname: '/login', search: '?to=%2Fagents' };
    expect(await provider.onError({ statusCode: 401, message: '' })).toEqual({ logout: true, redirectTo: '/login?to=%2Fagents' });
  });

  it('getIdentity and getPermissions answer the signed-in user', async () => {
    const { provider, tokens, api } = setup();
    expect(await provider.getIdentity?.()).toBeNull();
    tokens.save(api.issuePair());
    expect(await provider.getIdentity?.()).toEqual(ME);
    expect(await provider.getPermissions?.()).toEqual(ME.permissions);
  });
});
