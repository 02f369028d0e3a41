import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/data-provider';
import { createHttpClient, HttpError } from '../../src/providers/http-client';
import { createTokenStore } from '../../src/providers/token-store';
import { FakeApi, json, MemoryStorage } from './fake-api';

function setup() {
  const api = new FakeApi();
  const tokens = createTokenStore({ session: new MemoryStorage(), local: new MemoryStorage() });
  tokens.save(api.issuePair());
  const http = createHttpClient({ fetch: api.fetch, tokens, getLanguage: () => 'pt-BR', onSessionExpired: vi.fn(), translate: (key) => key });
  return { api, provider: createDataProvider(http) };
}

const params = (search: string) => [...new URLSearchParams(search)];

describe('data provider', () => {
  it('getList sends pages, sorters and filters the simple-rest way and reads X-Total-Count', async () => {
    const { api, provider } = setup();
    api.route('GET /api/agents', () => json(200, [{ id: 11 }], { 'x-total-count': '42' }));

    const result = await provider.getList({
      resource: 'agents',
      pagination: { currentPage: 2, pageSize: 10 },
      sorters: [
        { field: 'name', order: 'asc' },
        { field: 'created_at', order: 'desc' },
      ],
      filters: [
        { field: 'status', operator: 'eq', value: 'active' },
        { field: 'q', operator: 'contains', value: 'bot' },
        { field: 'created_at', operator: 'gte', value: '2025-01-01' },
        { field: 'created_at', operator: 'lte', value: '2025-01-31' },
        { field: 'provider_id', operator: 'in', value: [1, 2] },
        { field: 'empty', operator: 'eq', value: undefined },
      ],
    });

    expect(result).toEqual({ data: [{ id: 11 }], total: 42 });
    expect(params(api.calls[0].url.search)).toEqual([
      ['_start', '10'],
      ['_end', '20'],
      ['_sort', 'name,created_at'],
      ['_order', 'asc,desc'],
      ['status', 'active'],
      ['q', 'bot'],
      ['created_at_gte', '2025-01-01'],
      ['created_at_lte', '2025-01-31'],
      ['provider_id', '1'],
      ['provider_id', '2'],
    ]);
  });

  it('getList counts the array without X-Total-Count, honours meta.apiPath and meta.listKey', async () => {
    const { api, provider } = setup();
    api.route('GET /api/integrations/secrets', () => json(200, [{ id: 1 }, { id: 2 }]));
    api.route('GET /api/routines/3/executions', () => json(200, { executions: [{ id: 9 }] }));

    expect(await provider.getList({ resource: 'secrets', pagination: { mode: 'off' }, meta: { apiPath: '/integrations/secrets' } })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 2,
    });
    expect(api.calls[0].url.search).toBe('');
    expect(await provider.getList({ resource: 'executions', meta: { apiPath: '/routines/3/executions', listKey: 'executions' } })).toMatchObject({
      data: [{ id: 9 }],
      total: 1,
    });
  });

  it('getOne, getMany, create, update and deleteOne use the item paths and methods', async () => {
    const { api, provider } = setup();
    api.route('GET /api/agents/5', () => json(200, { id: 5 }));
    api.route('POST /api/agents', (call) => json(201, { id: 6, ...(call.body as object) }));
    api.route('PATCH /api/agents/6', (call) => json(200, { id: 6, ...(call.body as object) }));
    api.route('PUT /api/providers/2', (call) => json(200, { id: 2, ...(call.body as object) }));
    api.route('DELETE /api/agents/6', () => new Response(null, { status: 204 }));

    expect(await provider.getOne({ resource: 'agents', id: 5 })).toEqual({ data: { id: 5 } });
    expect(await provider.getMany?.({ resource: 'agents', ids: [1, 2] })).toEqual({ data: [{ id: 1, name: 'Bot' }] });
    expect(api.calls[1].url.search).toBe('?id=1&id=2');
    expect(await provider.create({ resource: 'agents', variables: { name: 'New' } })).toEqual({ data: { id: 6, name: 'New' } });
    expect(await provider.update({ resource: 'agents', id: 6, variables: { name: 'Renamed' } })).toEqual({ data: { id: 6, name: 'Renamed' } });
    expect(await provider.update({ resource: 'providers', id: 2, variables: { display_name: 'X' }, meta: { updateMethod: 'put' } })).toMatchObject({
      data: { id: 2 },
    });
    expect(await provider.deleteOne({ resource: 'agents', id: 6 })).toEqual({ data: { id: 6 } });
  });

  it('custom calls any path under the API with query, payload and headers', async () => {
    const { api, provider } = setup();
    api.route('POST /api/routines/1/execute', (call) => json(200, { ok: true, body: call.body, mode: call.headers.get('x-mode') }));

    const result = await provider.custom?.({
      url: `${provider.getApiUrl()}/routines/1/execute`,
      method: 'post',
      query: { dry_run: true },
      payload: { note: 'now' },
      headers: { 'X-Mode': 'manual' },
    });

    expect(result).toEqual({ data: { ok: true, body: { note: 'now' }, mode: 'manual' } });
    expect(api.calls[0].url.pathname).toBe('/api/routines/1/execute');
    expect(api.calls[0].url.search).toBe('?dry_run=true');
  });

  it("propagates failures as HttpError carrying the server's detail", async () => {
    const { api, provider } = setup();
    api.route('DELETE /api/agents/1', () => json(409, { detail: 'Agentes replicados não podem ser excluídos.', code: 'conflict' }));

    const error = await provider.deleteOne({ resource: 'agents', id: 1 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, message: 'Agentes replicados não podem ser excluídos.' });
  });
});
