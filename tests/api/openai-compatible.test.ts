import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
let fake: FakeOpenAi;
let client: OpenAI;
let agentId = 0;
let otherAgentId = 0;
let bound = '';
let adminToken = '';
let adminApiToken = '';

beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: 'Olá do agente' });
  const { db } = suite.server.database;
  const org = await createOrganization(db);
  const user = await createUser(db, org.id, { user_type: 'admin' });
  const token = (adminToken = (await signInApi(suite.server.url, user.email, user.password)).access_token);
  await api('/api/credits/add', { token: suite.root, body: { organization_id: org.id, amount: 10, description: 'chat' } });
  const provider = (await api('/api/providers', { token, body: { name: 'openai', display_name: 'OpenAI', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid' } })).body;
  agentId = (await api('/api/agents', { token, body: { name: 'Ana', provider_id: provider.id, model_name: 'gpt-4o-mini' } })).body.id;
  otherAgentId = (await api('/api/agents', { token, body: { name: 'Beto', provider_id: provider.id, model_name: 'gpt-4o-mini' } })).body.id;
  const admin = (adminApiToken = (await api('/api/tokens', { token, body: { name: 'SDK', is_admin_token: true } })).body.token);
  bound = (await api('/api/tokens', { token, body: { name: 'Ana only', agent_id: agentId } })).body.token;
  client = new OpenAI({ apiKey: admin, baseURL: `${suite.server.url}/api/v1`, maxRetries: 0 });
});
afterAll(() => fake.close());

describe('OpenAI-compatible API', () => {
  it('lists the agents as models for the official client', async () => {
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual([`agent-${agentId}`, `agent-${otherAgentId}`]);
    const narrow = new OpenAI({ apiKey: bound, baseURL: `${suite.server.url}/api/v1`, maxRetries: 0 });
    expect((await narrow.models.list()).data.map((m) => m.id)).toEqual([`agent-${agentId}`]);
  });

  it('answers chat completions through the agent, plain and streamed, with usage', async () => {
    const completion = await client.chat.completions.create({ model: `agent-${agentId}`, messages: [{ role: 'user', content: 'Oi' }] });
    expect(completion.choices[0].message.content).toBe('Olá do agente');
    expect(completion.usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 });

    const stream = await client.chat.completions.create({ model: `agent-${agentId}`, messages: [{ role: 'user', content: 'Oi' }], stream: true, stream_options: { include_usage: true } });
    let text = '';
    let usage: unknown = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe('Olá do agente');
    expect(usage).toMatchObject({ total_tokens: 15 });
  });

  it('answers 404 model_not_found for unknown models, inactive agents and other organizations\' agents', async () => {
    const { db } = suite.server.database;
    const stranger = await createUser(db, (await createOrganization(db)).id, { user_type: 'admin' });
    const strangerToken = (await signInApi(suite.server.url, stranger.email, stranger.password)).access_token;
    const strangerProvider = (await api('/api/providers', { token: strangerToken, body: { name: 'openai', display_name: 'OpenAI', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid' } })).body;
    const foreign = (await api('/api/agents', { token: strangerToken, body: { name: 'Estranho', provider_id: strangerProvider.id, model_name: 'gpt-4o-mini' } })).body.id;
    const ask = (model: string) => client.chat.completions.create({ model, messages: [{ role: 'user', content: 'Oi' }] });
    for (const model of ['agent-999999', 'gpt-4o', `agent-${foreign}`]) {
      await expect(ask(model)).rejects.toMatchObject({ status: 404 });
      const raw = await api('/api/v1/chat/completions', { token: adminApiToken, body: { model, messages: [{ role: 'user', content: 'Oi' }] } });
      expect([raw.status, raw.body.code]).toEqual([404, 'model_not_found']);
    }

    await api(`/api/agents/${otherAgentId}`, { token: adminToken, method: 'PUT', body: { is_active: false } });
    await expect(ask(`agent-${otherAgentId}`)).rejects.toMatchObject({ status: 404 });
    await api(`/api/agents/${otherAgentId}`, { token: adminToken, method: 'PUT', body: { is_active: true } });
    expect((await ask(`agent-${otherAgentId}`)).choices[0].message.content).toBe('Olá do agente');
  });

  it('refuses agents the key does not reach and unknown keys', async () => {
    const narrow = new OpenAI({ apiKey: bound, baseURL: `${suite.server.url}/api/v1`, maxRetries: 0 });
    await expect(narrow.chat.completions.create({ model: `agent-${otherAgentId}`, messages: [{ role: 'user', content: 'Oi' }] })).rejects.toMatchObject({ status: 404 });
    const stranger = new OpenAI({ apiKey: 'ac_not-a-token', baseURL: `${suite.server.url}/api/v1`, maxRetries: 0 });
    await expect(stranger.models.list()).rejects.toMatchObject({ status: 401 });
  });
});
