import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../server/modules/providers/schema';
import { startFakeAnthropic } from '../fakes/anthropic';
import { startFakeGemini } from '../fakes/gemini';
import { startFakeMistral } from '../fakes/mistral';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
let fake: FakeOpenAi;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const { db } = suite.server.database;
  const mine = await createOrganization(db);
  const other = await createOrganization(db);
  const a = await createUser(db, mine.id, { user_type: 'admin' });
  const b = await createUser(db, other.id, { user_type: 'admin' });
  admin = (await signInApi(suite.server.url, a.email, a.password)).access_token;
  otherAdmin = (await signInApi(suite.server.url, b.email, b.password)).access_token;
});
afterAll(() => fake.close());

const openAi = (overrides: Record<string, unknown> = {}) => ({
  name: `openai-${Math.random().toString(36).slice(2, 8)}`,
  display_name: 'OpenAI',
  provider_type: 'openai',
  base_url: fake.url,
  api_key: 'sk-valid',
  available_models: ['gpt-4o-mini'],
  ...overrides,
});

describe('providers', () => {
  it('stores the API key encrypted and never sends it back', async () => {
    const created = await api('/api/providers', { token: admin, body: openAi() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ provider_type: 'openai', has_api_key: true, is_own: true, available_models: ['gpt-4o-mini'] });
    expect(JSON.stringify(created.body)).not.toContain('sk-valid');
    const [row] = await suite.server.database.db.select().from(providers).where(eq(providers.id, created.body.id));
    expect(row.api_key_sealed).toMatch(/^v1\./);
    expect(row.api_key_sealed).not.toContain('sk-valid');
    const list = await api('/api/providers', { token: admin });
    expect(JSON.stringify(list.body)).not.toContain('sk-valid');
  });

  it('tests the connection with one real call and reports the answer or the error', async () => {
    const good = (await api('/api/providers', { token: admin, body: openAi() })).body;
    const tested = await api(`/api/providers/${good.id}/test`, { token: admin, method: 'POST', body: {} });
    expect(tested.body).toMatchObject({ success: true, model: 'gpt-4o-mini', response: 'OK', error: null });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', headers: { authorization: 'Bearer sk-valid' }, body: { model: 'gpt-4o-mini' } });

    const bad = (await api('/api/providers', { token: admin, body: openAi({ api_key: 'sk-wrong' }) })).body;
    const failed = await api(`/api/providers/${bad.id}/test`, { token: admin, method: 'POST', body: {} });
    expect(failed.body).toMatchObject({ success: false, response: null });
    expect(failed.body.error).toContain('Incorrect API key');

    // a blank key on edit keeps the stored one; a new key replaces it
    await api(`/api/providers/${bad.id}`, { token: admin, method: 'PUT', body: { api_key: '', display_name: 'Renamed' } });
    expect((await api(`/api/providers/${bad.id}/test`, { token: admin, method: 'POST', body: {} })).body.success).toBe(false);
    const fixed = await api(`/api/providers/${bad.id}`, { token: admin, method: 'PUT', body: { api_key: 'sk-valid' } });
    expect(fixed.body.display_name).toBe('Renamed');
    expect((await api(`/api/providers/${bad.id}/test`, { token: admin, method: 'POST', body: {} })).body.success).toBe(true);
  });

  it('reaches Ollama through its OpenAI-compatible endpoint without a key', async () => {
    const ollama = await api('/api/providers', {
      token: admin,
      body: { name: 'local-ollama', display_name: 'Ollama', provider_type: 'ollama', base_url: fake.root, available_models: ['llama2'] },
    });
    expect(ollama.body.has_api_key).toBe(false);
    const keyless = await startFakeOpenAi({ validKey: '' });
    try {
      await api(`/api/providers/${ollama.body.id}`, { token: admin, method: 'PUT', body: { base_url: keyless.root } });
      const tested = await api(`/api/providers/${ollama.body.id}/test`, { token: admin, method: 'POST', body: {} });
      expect(tested.body).toMatchObject({ success: true, model: 'llama2', response: 'OK' });
      expect(keyless.requests[0].path).toBe('/v1/chat/completions');
    } finally {
      await keyless.close();
    }
  });

  it('validates input, keeps the internal name, and confines providers to their organization', async () => {
    const bodies = [
      openAi({ api_key: '' }),
      openAi({ provider_type: 'cohere' }),
      openAi({ name: 'Has Spaces' }),
      openAi({ base_url: 'ftp://example.com' }),
      openAi({ display_name: '' }),
    ];
    for (const body of bodies) expect((await api('/api/providers', { token: admin, body })).status, JSON.stringify(body)).toBe(400);
    const created = (await api('/api/providers', { token: admin, body: openAi({ name: 'fixed-name' }) })).body;
    expect((await api('/api/providers', { token: admin, body: openAi({ name: 'fixed-name' }) })).status).toBe(409);
    expect((await api(`/api/providers/${created.id}`, { token: admin, method: 'PUT', body: { name: 'other-name' } })).body.code).toBe('provider_name_fixed');
    expect((await api('/api/providers', { token: admin, body: openAi({ is_public: true }) })).status).toBe(403);

    expect((await api('/api/providers', { token: otherAdmin })).body.some((p: { id: number }) => p.id === created.id)).toBe(false);
    expect((await api(`/api/providers/${created.id}`, { token: otherAdmin, method: 'PUT', body: { display_name: 'Hijack' } })).status).toBe(404);
    expect((await api(`/api/providers/${created.id}/test`, { token: otherAdmin, method: 'POST', body: {} })).status).toBe(404);
    expect((await api(`/api/providers/${created.id}`, { token: otherAdmin, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/providers/${created.id}`, { token: admin, method: 'DELETE' })).status).toBe(204);
  });

  it("lists a super admin's public provider to every organization, usable but not editable", async () => {
    const published = await api('/api/providers', { token: suite.root, body: openAi({ name: 'platform-openai', is_public: true }) });
    expect(published.status).toBe(201);
    const seen = (await api('/api/providers', { token: otherAdmin })).body.find((p: { id: number }) => p.id === published.body.id);
    expect(seen).toMatchObject({ is_public: true, is_own: false, has_api_key: true });
    expect((await api(`/api/providers/${published.body.id}`, { token: otherAdmin, method: 'PUT', body: { display_name: 'Mine now' } })).status).toBe(404);
  });

  it.each([
    ['anthropic', startFakeAnthropic, 'sk-ant-valid', 'claude-3-5-haiku-latest', '/v1/messages'],
    ['gemini', startFakeGemini, 'gemini-valid', 'gemini-2.5-flash', '/v1beta/models/gemini-2.5-flash:generateContent'],
    ['mistral', startFakeMistral, 'mistral-valid', 'mistral-small-latest', '/v1/chat/completions'],
  ] as const)('tests a %s connection through its own wire format', async (type, start, key, model, path) => {
    const provider = await start();
    try {
      const created = (await api('/api/providers', { token: admin, body: { name: `${type}-x`, display_name: type, provider_type: type, base_url: provider.url, api_key: key, available_models: [model] } })).body;
      const tested = await api(`/api/providers/${created.id}/test`, { token: admin, method: 'POST', body: {} });
      expect(tested.body).toMatchObject({ success: true, model, response: 'OK' });
      expect(provider.requests.at(-1)!.path).toBe(path);
      await api(`/api/providers/${created.id}`, { token: admin, method: 'PUT', body: { api_key: 'wrong-key' } });
      const failed = await api(`/api/providers/${created.id}/test`, { token: admin, method: 'POST', body: {} });
      expect(failed.body.success).toBe(false);
      expect(failed.body.error).toBeTruthy();
    } finally {
      await provider.close();
    }
  });
});
