import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type FetchLike, type RefreshLock } from '../../src/providers/http-client';
import { ACCESS_TOKEN_KEY, createTokenStore } from '../../src/providers/token-store';
import { FakeApi, json, MemoryStorage, sharedLock } from './fake-api';

interface SetupOptions {
  signedIn?: boolean;
  remember?: boolean;
  language?: string;
  refreshLock?: RefreshLock;
  session?: MemoryStorage;
  local?: MemoryStorage;
  api?: FakeApi;
  fetch?: FetchLike;
}

function setup(options: SetupOptions = {}) {
  const { signedIn = true, remember = false, language = 'en-US', refreshLock, session = new MemoryStorage(), local = new MemoryStorage(), api = new FakeApi() } = options;
  const tokens = createTokenStore({ session, local });
  if (signedIn) tokens.save(api.issuePair(), remember);
  const onSessionExpired = vi.fn();
  const client = createHttpClient({
    fetch: options.fetch ?? api.fetch,
    tokens,
    getLanguage: () => language,
    onSessionExpired,
    translate: (key) => `t(${key})`,
    ...(refreshLock ? { refreshLock } : {}),
  });
  return { api, tokens, client, onSessionExpired };
}

describe('http client', () => {
  it('sends the bearer token, the interface language and JSON bodies under /api', async () => {
    const { api, tokens, client } = setup({ language: 'en-US' });
    api.route('POST /api/agents', (call) => json(201, { id: 2, ...(call.body as object) }));

    const { data, status } = await client.request<{ id: number; name: string }>('/agents', { method: 'POST', body: { name: 'Bot' } });

    expect(status).toBe(201);
    expect(data).toEqual({ id: 2, name: 'Bot' });
    const [call] = api.calls;
    expect(call.url.pathname).toBe('/api/agents');
    expect(call.headers.get('authorization')).toBe(`Bearer ${tokens.getAccessToken()}`);
    expect(call.headers.get('accept-language')).toBe('en-US');
    expect(call.headers.get('content-type')).toBe('application/json');
  });

  it('repeats array query parameters and leaves out empty ones', async () => {
    const { api, client } = setup();
    const { data, headers } = await client.request('/agents', { query: { id: [1, 2], q: 'bot', skip: undefined, none: null } });
    expect(api.calls[0].url.search).toBe('?id=1&id=2&q=bot');
    expect(data).toEqual([{ id: 1, name: 'Bot' }]);
    expect(headers.get('x-total-count')).toBe('1');
  });

  it('answers a 204 with no data', async () => {
    const { api, client } = setup();
    api.route('DELETE /api/agents/1', () => new Response(null, { status: 204 }));
    const response = await client.request('/agents/1', { method: 'DELETE' });
    expect(response).toMatchObject({ status: 204, data: undefined });
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    const { api, tokens, client, onSessionExpired } = setup();
    const oldRefresh = tokens.getRefreshToken();
    api.expireAccessTokens();

    const { data } = await client.request('/agents');

    expect(data).toEqual([{ id: 1, name: 'Bot' }]);
    const refreshes = api.callsTo('POST', '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh_token: oldRefresh });
    expect(refreshes[0].headers.get('authorization')).toBeNull();
    const agentCalls = api.callsTo('GET', '/api/agents');
    expect(agentCalls).toHaveLength(2);
    expect(agentCalls[1].headers.get('authorization')).toBe(`Bearer ${tokens.getAccessToken()}`);
    expect(tokens.getRefreshToken()).not.toBe(oldRefresh);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the retry gets a 401 too, without a second refresh', async () => {
    const { api, tokens, client, onSessionExpired } = setup();
    api.route('GET /api/agents', () => json(401, { detail: 'Sua sessão expirou.', code: 'session_expired' }));

    const error = await client.request('/agents').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, statusCode: 401, code: 'session_expired', message: 'Sua sessão expirou.' });
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/agents')).toHaveLength(2);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling refresh when there is no refresh token', async () => {
    const session = new MemoryStorage();
    session.setItem(ACCESS_TOKEN_KEY, 'expired-access-token');
    const { api, tokens, client, onSessionExpired } = setup({ signedIn: false, session });

    await expect(client.request('/agents')).rejects.toMatchObject({ status: 401, code: 'session_expired' });

    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/agents')).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('clears the tokens and ends the session when the refresh is refused', async () => {
    const { api, tokens, client, onSessionExpired } = setup();
    api.expireAccessTokens();
    api.refreshOverride = () => json(401, { detail: 'Sessão inválida.', code: 'invalid_refresh_token' });

    await expect(client.request('/agents')).rejects.toMatchObject({ status: 401, code: 'session_expired' });

    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/agents')).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    const { api, tokens, client, onSessionExpired } = setup();
    api.expireAccessTokens();
    api.refreshOverride = () => json(503, { detail: 'Banco de dados indisponível.', code: 'database_unavailable' });
    const before = tokens.getRefreshToken();

    await expect(client.request('/agents')).rejects.toMatchObject({ status: 503, message: 'Banco de dados indisponível.' });

    expect(tokens.getRefreshToken()).toBe(before);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes nor retries the sign-in, refresh and sign-out calls', async () => {
    const { api, tokens, client, onSessionExpired } = setup();
    const before = tokens.getRefreshToken();

    const login = await client.request('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'wrong' } }).catch((e: unknown) => e);
    const refresh = await client.request('/auth/refresh', { method: 'POST', body: { refresh_token: 'nope' } }).catch((e: unknown) => e);

    expect(login).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Email ou senha incorretos' });
    expect(refresh).toMatchObject({ status: 401, code: 'invalid_refresh_token' });
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1); // the explicit one only
    expect(api.calls.every((c) => c.headers.get('authorization') === null)).toBe(true);
    expect(tokens.getRefreshToken()).toBe(before);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('makes concurrent 401s share one refresh', async () => {
    const { api, tokens, client } = setup();
    api.expireAccessTokens();
    const release = api.holdRefreshes();

    const pending = Promise.all([client.request('/agents'), client.request('/agents'), client.request('/auth/me')]);
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1));
    release();
    const results = await pending;

    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/agents')).toHaveLength(4);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(2);
    const retried = api.calls.slice(-3).map((c) => c.headers.get('authorization'));
    expect(new Set(retried)).toEqual(new Set([`Bearer ${tokens.getAccessToken()}`]));
    expect(api.familyRevoked).toBe(false);
  });

  it('retries a late 401 with the token a finished refresh brought, without refreshing again', async () => {
    const api = new FakeApi();
    api.route('GET /api/slow', (call) => json(200, { auth: call.headers.get('authorization') }));
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const slowFetch = async (input: string, init: RequestInit) => {
      const response = await api.fetch(input, init);
      if (input.endsWith('/slow') && response.status === 401) await slowGate;
      return response;
    };
    const { tokens, client } = setup({ api, fetch: slowFetch });
    api.expireAccessTokens();

    const slow = client.request<{ auth: string }>('/slow'); // sent with the old token, its 401 arrives late
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/slow')).toHaveLength(1));
    await client.request('/agents'); // 401, refresh, retry
    releaseSlow();
    const { data } = await slow;

    expect(data.auth).toBe(`Bearer ${tokens.getAccessToken()}`);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('serialises refreshes across tabs and never sends a rotated refresh token again', async () => {
    const api = new FakeApi();
    const local = new MemoryStorage(); // shared by the tabs ('remember me')
    const lock = sharedLock();
    const tabA = setup({ api, local, remember: true, refreshLock: lock });
    const tabB = setup({ api, local, signedIn: false, refreshLock: lock });
    tabB.tokens.save({ access_token: tabA.tokens.getAccessToken()!, refresh_token: tabA.tokens.getRefreshToken()! }, true);
    api.expireAccessTokens();

    const [a, b] = await Promise.all([tabA.client.request('/agents'), tabB.client.request('/agents')]);

    expect([a.status, b.status]).toEqual([200, 200]);
    const sent = api.callsTo('POST', '/api/auth/refresh').map((c) => (c.body as { refresh_token: string }).refresh_token);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect(api.familyRevoked).toBe(false);
    expect(local.getItem('ac.refresh_token')).toBe(tabA.tokens.getRefreshToken());
  });

  it('turns the error body into the error: detail as message, code, field errors', async () => {
    const { api, client } = setup();
    api.route('POST /api/agents', () =>
      json(400, {
        detail: 'Dados inválidos',
        code: 'validation_error',
        errors: [
          { path: 'body.name', message: 'Este campo é obrigatório' },
          { path: 'body.skills.0', message: 'Valor inválido' },
        ],
      }),
    );

    const error = (await client.request('/agents', { method: 'POST', body: {} }).catch((e: unknown) => e)) as HttpError;

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, statusCode: 400, code: 'validation_error', detail: 'Dados inválidos', message: 'Dados inválidos' });
    expect(error.fieldErrors).toHaveLength(2);
    expect(error.errors).toEqual({ name: ['Este campo é obrigatório'], 'skills.0': ['Valor inválido'] });
  });

  it('falls back to a translated generic message by status when there is no detail', async () => {
    const { api, client } = setup();
    api.route('GET /api/credits/balance', () => new Response('Payment Required', { status: 402 }));
    api.route('GET /api/boom', () => new Response('', { status: 502 }));

    await expect(client.request('/credits/balance')).rejects.toMatchObject({ status: 402, message: 't(errors:generic.insufficient_credits)' });
    await expect(client.request('/boom')).rejects.toMatchObject({ status: 502, message: 't(errors:generic.server)' });
    await expect(client.request('/nothing-here')).rejects.toMatchObject({ status: 404, message: 'Rota não encontrada' });
  });

  it('reports a call without response as status 0, network_error', async () => {
    const { api, client, tokens, onSessionExpired } = setup();
    api.offline = true;

    const error = await client.request('/agents').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, statusCode: 0, code: 'network_error', message: 't(errors:generic.network)' });
    expect(tokens.getAccessToken()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  describe('stream()', () => {
    const events = (...lines: string[]) =>
      new Response(lines.map((line) => `data: ${line}\n\n`).join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });

    it('answers the 2xx Response unread, with the token, the language and the JSON body sent', async () => {
      const { api, tokens, client } = setup({ language: 'pt-BR' });
      api.route('POST /api/agents/1/chat', () => events('{"type":"delta","content":"Oi"}'));

      const response = await client.stream('/agents/1/chat', { method: 'POST', body: { stream: true } });

      expect(response).toBeInstanceOf(Response);
      expect(response.bodyUsed).toBe(false);
      expect(await response.text()).toBe('data: {"type":"delta","content":"Oi"}\n\n');
      const [call] = api.calls;
      expect(call.body).toEqual({ stream: true });
      expect(call.headers.get('authorization')).toBe(`Bearer ${tokens.getAccessToken()}`);
      expect(call.headers.get('accept-language')).toBe('pt-BR');
      expect(call.headers.get('accept')).toContain('text/event-stream');
      expect(call.headers.get('content-type')).toBe('application/json');
    });

    it('refreshes once and retries once on a 401', async () => {
      const { api, client, onSessionExpired } = setup();
      api.route('POST /api/agents/1/chat', () => events('{"type":"done"}'));
      api.expireAccessTokens();

      const response = await client.stream('/agents/1/chat', { method: 'POST', body: {} });

      expect(response.status).toBe(200);
      expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
      expect(api.callsTo('POST', '/api/agents/1/chat')).toHaveLength(2);
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('rejects a non-2xx answer as an HttpError with the server detail (402 before the stream opens)', async () => {
      const { api, client } = setup();
      api.route('POST /api/agents/1/chat', () => json(402, { detail: 'Créditos insuficientes', code: 'insufficient_credits' }));

      const error = await client.stream('/agents/1/chat', { method: 'POST', body: {} }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 402, code: 'insufficient_credits', message: 'Créditos insuficientes' });
    });

    it('ends the session when the retry gets a 401 too', async () => {
      const { api, tokens, client, onSessionExpired } = setup();
      api.route('POST /api/agents/1/chat', () => json(401, { detail: 'Sua sessão expirou.', code: 'session_expired' }));

      await expect(client.stream('/agents/1/chat', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });

      expect(api.callsTo('POST', '/api/agents/1/chat')).toHaveLength(2);
      expect(tokens.getAccessToken()).toBeNull();
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });
  });

  it('refresh() rotates the pair and keeps it where the sign-in put it', async () => {
    const local = new MemoryStorage();
    const { api, tokens, client } = setup({ remember: true, local });
    const before = tokens.getRefreshToken();

    expect(await client.refresh()).toBe(true);

    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(tokens.getRefreshToken()).not.toBe(before);
    expect(local.getItem('ac.refresh_token')).toBe(tokens.getRefreshToken());
  });
});
