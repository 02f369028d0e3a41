import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { createOrganization, createUser, settlementsLanded } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
let fake: FakeOpenAi;
let admin = '';
let member = '';

beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: 'Uma resposta curta' });
  const { db } = suite.server.database;
  const org = await createOrganization(db);
  const a = await createUser(db, org.id, { user_type: 'admin' });
  const m = await createUser(db, org.id, { user_type: 'user' });
  admin = (await signInApi(suite.server.url, a.email, a.password)).access_token;
  member = (await signInApi(suite.server.url, m.email, m.password)).access_token;
  await api('/api/credits/add', { token: suite.root, body: { organization_id: org.id, amount: 10, description: 'chat' } });
  const provider = (await api('/api/providers', { token: admin, body: { name: 'openai', display_name: 'OpenAI', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid' } })).body;
  const agent = (await api('/api/agents', { token: admin, body: { name: 'Ana', provider_id: provider.id, model_name: 'gpt-4o-mini' } })).body;
  const session = (await api('/api/sessions', { token: member, body: { agent_id: agent.id, title: 't' } })).body;
  await api(`/api/agents/${agent.id}/chat`, { token: member, body: { messages: [{ role: 'user', content: 'Oi' }], session_id: session.session_id } });
  await settlementsLanded(suite.server.database.db);
});
afterAll(() => fake.close());

describe('dashboards', () => {
  it("answers the organization's usage over the last days", async () => {
    const stats = (await api('/api/organizations/me/usage-stats?days=7&target_currency=BRL', { token: member })).body;
    expect(stats).toMatchObject({ days: 7, users: 2, agents: 1, active_agents: 1, prompt_tokens: 12, completion_tokens: 3, total_tokens: 15, currency: 'BRL' });
    expect(stats.cost).toBeGreaterThan(0);
    expect(stats.cost_usd).toBeCloseTo(stats.cost / 5.2, 5);
    expect((await api('/api/organizations/me/usage-stats?days=0', { token: member })).status).toBe(400);
  });

  it('gives administrators their organization and super admins the platform', async () => {
    const metrics = (await api('/api/admin/metrics?days=30', { token: admin })).body;
    expect(metrics).toMatchObject({ users: 2, agents: 1, active_providers: 1, prompt_tokens: 12, completion_tokens: 3 });
    expect(metrics.providers).toEqual([expect.objectContaining({ display_name: 'OpenAI', provider_type: 'openai', agents: 1 })]);
    expect(metrics.agent_stats).toEqual([expect.objectContaining({ name: 'Ana', messages: 2, tokens: 15 })]);
    const platform = (await api('/api/admin/metrics', { token: suite.root })).body;
    expect(platform.users).toBeGreaterThanOrEqual(3);
    expect((await api('/api/admin/metrics', { token: member })).status).toBe(403);
  });
});
