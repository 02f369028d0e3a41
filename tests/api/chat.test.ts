import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceUsage } from '../../server/modules/resources/schema';
import { apiTokens } from '../../server/modules/tokens/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { createOrganization, createUser, settlementsLanded } from '../support/fixtures';
import { signInApi } from '../support/http';
import { startTestServer, useTestServer } from '../support/server';

const { suite, api } = useTestServer({ apiTokenRateLimitPerMinute: 6 });
let fake: FakeOpenAi;
let token = '';
let other = '';
let organizationId = 0;
let agentId = 0;

beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: 'Olá! Como posso ajudar?' });
  const { db } = suite.server.database;
  const org = await createOrganization(db);
  organizationId = org.id;
  const user = await createUser(db, org.id, { user_type: 'admin' });
  token = (await signInApi(suite.server.url, user.email, user.password)).access_token;
  const stranger = await createUser(db, (await createOrganization(db)).id, { user_type: 'admin' });
  other = (await signInApi(suite.server.url, stranger.email, stranger.password)).access_token;
  const provider = (await api('/api/providers', { token, body: { name: 'openai', display_name: 'OpenAI', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid' } })).body;
  agentId = (
    await api('/api/agents', { token, body: { name: 'Ana', provider_id: provider.id, model_name: 'gpt-4o-mini', personality: 'Gentil', ethics: 'Honesta', skills: ['vendas'], system_prompt: 'Fale português.', max_tokens: 100 } })
  ).body.id;
});
afterAll(() => fake.close());

const credit = (amount: number) => api('/api/credits/add', { token: suite.root, body: { organization_id: organizationId, amount, description: 'chat' } });

describe('chat', () => {
  it('answers 402 without credit and calls nobody', async () => {
    const res = await api(`/api/agents/${agentId}/chat`, { token, body: { messages: [{ role: 'user', content: 'Oi' }] }, headers: { 'accept-language': 'pt-BR' } });
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Créditos insuficientes');
    expect(fake.requests).toHaveLength(0);
  });

  it('answers through the provider with the system prompt and the session history, stores the messages and bills the tokens', async () => {
    await credit(10);
    const session = (await api('/api/sessions', { token, body: { agent_id: agentId, title: 'Nova conversa' } })).body;
    const first = await api(`/api/agents/${agentId}/chat`, { token, body: { messages: [{ role: 'user', content: 'Oi' }], session_id: session.session_id, has_images: false, stream: false } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ response: 'Olá! Como posso ajudar?', session_id: session.session_id, usage: { prompt_tokens: 12, completion_tokens: 4 }, tokens_used: 16 });
    expect(Number(first.headers.get('x-console-overhead-ms'))).toBeGreaterThanOrEqual(0);
    const sent = fake.requests.at(-1)!.body;
    expect(sent.messages[0]).toMatchObject({ role: 'system' });
    expect(sent.messages[0].content).toContain('Personality: Gentil');
    expect(sent.messages[0].content).toContain('Fale português.');

    await api(`/api/agents/${agentId}/chat`, { token, body: { messages: [{ role: 'user', content: 'Quero comprar' }], session_id: session.session_id } });
    expect(fake.requests.at(-1)!.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);

    const stored = (await api(`/api/sessions/${session.id}`, { token })).body;
    expect(stored.message_count).toBe(4);
    expect(stored.messages.map((m: { role: string; tokens_used: number }) => [m.role, m.tokens_used])).toEqual([['user', 12], ['assistant', 4], ['user', 12], ['assistant', 4]]);

    await settlementsLanded(suite.server.database.db);
    const usage = await suite.server.database.db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, organizationId));
    expect(usage.map((u) => [u.status, u.quantity_micros])).toEqual([['completed', 16_000_000n], ['completed', 16_000_000n]]);
    const balance = (await api('/api/credits/balance', { token })).body;
    expect(balance.reserved_balance).toBe(0);
    // 16 tokens × 0.000002 USD = 0.000032 USD = 0.0001664 BRL, rounded to the micro-unit per act
    expect(balance.balance).toBe(9.999668);
  });

  it('streams the reply as server-sent events and bills it when done', async () => {
    const response = await fetch(`${suite.server.url}/api/agents/${agentId}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Oi' }], stream: true }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean).map((line) => JSON.parse(line.replace(/^data: /, '')));
    expect(events.filter((e) => e.type === 'delta').map((e) => e.content).join('')).toBe('Olá! Como posso ajudar?');
    expect(events.at(-1)).toMatchObject({ type: 'done', tokens_used: 16 });
  });

  it('bills nothing when the provider fails, and says why', async () => {
    const bad = (await api('/api/providers', { token, body: { name: 'bad', display_name: 'Bad', provider_type: 'openai', base_url: fake.url, api_key: 'sk-wrong' } })).body;
    const agent = (await api('/api/agents', { token, body: { name: 'Bruno', provider_id: bad.id, model_name: 'gpt-4o-mini' } })).body;
    await settlementsLanded(suite.server.database.db);
    const before = (await api('/api/credits/balance', { token })).body.balance;
    const res = await api(`/api/agents/${agent.id}/chat`, { token, body: { messages: [{ role: 'user', content: 'Oi' }] }, headers: { 'accept-language': 'pt-BR' } });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'provider_auth_failed', detail: 'O provedor recusou a chave de API. Verifique a configuração do provedor.' });
    const after = (await api('/api/credits/balance', { token })).body;
    expect(after).toMatchObject({ balance: before, reserved_balance: 0 });

    const unreachable = (await api('/api/providers', { token, body: { name: 'gone', display_name: 'Gone', provider_type: 'ollama', base_url: 'http://127.0.0.1:9' } })).body;
    const lost = (await api('/api/agents', { token, body: { name: 'Caio', provider_id: unreachable.id, model_name: 'llama2' } })).body;
    expect((await api(`/api/agents/${lost.id}/chat`, { token, body: { messages: [{ role: 'user', content: 'Oi' }] } })).body.code).toBe('provider_unreachable');
  });

  it('keeps sessions to their owner: rename, delete, and 404 for others', async () => {
    const session = (await api('/api/sessions', { token, body: { agent_id: agentId, title: 'Antiga' } })).body;
    expect((await api(`/api/sessions/${session.id}`, { token, method: 'PATCH', body: { title: 'Renomeada' } })).body.title).toBe('Renomeada');
    expect((await api(`/api/sessions?agent_id=${agentId}`, { token })).body.some((s: { title: string }) => s.title === 'Renomeada')).toBe(true);
    expect((await api(`/api/sessions/${session.id}`, { token: other })).status).toBe(404);
    expect((await api('/api/sessions', { token: other, body: { agent_id: agentId, title: 'x' } })).status).toBe(404);
    expect((await api(`/api/agents/${agentId}/chat`, { token: other, body: { messages: [{ role: 'user', content: 'Oi' }] } })).status).toBe(404);
    expect((await api(`/api/agents/${agentId}/chat`, { token, body: { messages: [{ role: 'user', content: '   ' }] } })).body.code).toBe('empty_message');
    expect((await api(`/api/sessions/${session.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/sessions/${session.id}`, { token })).status).toBe(404);
  });
});

describe('system chat', () => {
  it("says the system agent is not configured, then talks through the organization's replica", async () => {
    const notConfigured = await api('/api/system-chat/send', { token, body: { message: 'Oi' }, headers: { 'accept-language': 'pt-BR' } });
    expect(notConfigured.status).toBe(404);
    expect(notConfigured.body).toMatchObject({ code: 'system_agent_not_configured', detail: 'Agente do Sistema Não Configurado' });

    const platform = (await api('/api/providers', { token: suite.root, body: { name: 'platform', display_name: 'Platform', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid', is_public: true } })).body;
    const liv = (await api('/api/agents', { token: suite.root, body: { name: 'Assistente do Sistema', provider_id: platform.id, model_name: 'gpt-4o-mini' } })).body;
    const rootOrg = (await api('/api/auth/me', { token: suite.root })).body.organization_id;
    expect((await api(`/api/organizations/${rootOrg}/system-agent?agent_id=${liv.id}`, { token: suite.root, method: 'POST' })).status).toBe(200);

    const first = await api('/api/system-chat/send', { token, body: { message: 'Como crio um agente?' } });
    expect(first.status).toBe(200);
    expect(first.body.response).toBe('Olá! Como posso ajudar?');
    const again = await api('/api/system-chat/send', { token, body: { message: 'E depois?', session_id: first.body.session_id } });
    expect(again.body.session_id).toBe(first.body.session_id);

    const sessions = (await api('/api/system-chat/sessions?limit=1', { token })).body.sessions;
    expect(sessions).toEqual([expect.objectContaining({ id: first.body.session_id, title: 'Como crio um agente?' })]);
    const history = (await api(`/api/system-chat/history/${first.body.session_id}`, { token })).body.messages;
    expect(history.map((m: { role: string; content: string }) => m.content)).toEqual(['Como crio um agente?', 'Olá! Como posso ajudar?', 'E depois?', 'Olá! Como posso ajudar?']);
    expect((await api(`/api/system-chat/history/${first.body.session_id}`, { token: other })).status).toBe(404);
  });
});

describe('external access with an API token', () => {
  it('reaches the agent with X-API-Token or Bearer, only its agent, and stops at once when switched off, regenerated or deleted', async () => {
    const created = (await api('/api/tokens', { token, body: { name: 'Site', agent_id: agentId } })).body;
    const call = (headers: Record<string, string>, id = agentId) => api(`/api/agents/${id}/chat`, { headers, body: { messages: [{ role: 'user', content: 'Oi' }] } });

    const viaHeader = await call({ 'x-api-token': created.token });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.response).toBe('Olá! Como posso ajudar?');
    expect((await call({ authorization: `Bearer ${created.token}` })).status).toBe(200);
    const otherAgent = (await api('/api/agents', { token })).body.find((a: { id: number }) => a.id !== agentId);
    expect((await call({ 'x-api-token': created.token }, otherAgent.id)).status).toBe(404);
    // a token reaches only the chat: the rest of the API still wants a session
    expect((await api('/api/agents', { headers: { 'x-api-token': created.token } })).status).toBe(401);

    await api(`/api/tokens/${created.id}/toggle`, { token, method: 'POST' });
    expect((await call({ 'x-api-token': created.token })).status).toBe(401);
    await api(`/api/tokens/${created.id}/toggle`, { token, method: 'POST' });
    const regenerated = (await api(`/api/tokens/${created.id}/regenerate`, { token, method: 'POST' })).body;
    expect((await call({ 'x-api-token': created.token })).body.code).toBe('invalid_api_token');
    expect((await call({ 'x-api-token': regenerated.token })).status).toBe(200);
    expect((await api('/api/tokens', { token })).body.find((t: { id: number }) => t.id === created.id).last_used_at).toBeTruthy();

    // six calls a minute per token in this suite's configuration: four made so far
    expect((await call({ 'x-api-token': regenerated.token })).status).toBe(200);
    expect((await call({ 'x-api-token': regenerated.token })).status).toBe(200);
    const limited = await call({ 'x-api-token': regenerated.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    await api(`/api/tokens/${created.id}`, { token, method: 'DELETE' });
    expect((await call({ 'x-api-token': regenerated.token })).status).toBe(401);
  });

  it('stops a token at its monthly spending limit with 402, and shows what it spent', async () => {
    // each call here costs 16 tokens × 0.000002 USD × 5.2 = 0.000166 BRL
    const limited = (await api('/api/tokens', { token, body: { name: 'Barato', agent_id: agentId, monthly_limit: 0.01 } })).body;
    await suite.server.database.db.update(apiTokens).set({ monthly_limit_micros: 300n }).where(eq(apiTokens.id, limited.id));
    const call = () => api(`/api/agents/${agentId}/chat`, { headers: { 'x-api-token': limited.token, 'accept-language': 'pt-BR' }, body: { messages: [{ role: 'user', content: 'Oi' }] } });
    // Until a settlement lands its estimate counts as spent: let each land.
    expect((await call()).status).toBe(200);
    await settlementsLanded(suite.server.database.db);
    expect((await call()).status).toBe(200);
    await settlementsLanded(suite.server.database.db);
    const refused = await call();
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toBe('Este token atingiu o limite de gastos do mês.');
    const listed = (await api('/api/tokens', { token })).body.find((t: { id: number }) => t.id === limited.id);
    expect(listed.spent_this_month).toBe(0.000332);
  });

  it('lets an admin token reach every agent of its organization, and refuses expired tokens', async () => {
    const admin = (await api('/api/tokens', { token, body: { name: 'Todos', is_admin_token: true } })).body;
    expect((await api(`/api/agents/${agentId}/chat`, { headers: { 'x-api-token': admin.token }, body: { messages: [{ role: 'user', content: 'Oi' }] } })).status).toBe(200);
    const soon = (await api('/api/tokens', { token, body: { name: 'Curto', agent_id: agentId, expires_at: new Date(Date.now() + 1500).toISOString() } })).body;
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await api(`/api/agents/${agentId}/chat`, { headers: { 'x-api-token': soon.token }, body: { messages: [{ role: 'user', content: 'Oi' }] } })).status).toBe(401);
  });

  it('keeps tokens and agents in memory per instance, and a change on one instance reaches the others at once', async () => {
    await credit(10);
    const second = await startTestServer({ databaseUrl: suite.server.config.databaseUrl });
    try {
      const created = (await api('/api/tokens', { token, body: { name: 'Duas instâncias', agent_id: agentId } })).body;
      const chatOn = (url: string) =>
        fetch(`${url}/api/agents/${agentId}/chat`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-token': created.token, 'accept-language': 'pt-BR' }, body: JSON.stringify({ messages: [{ role: 'user', content: 'Oi' }] }) });
      // Both instances now keep the token and the agent.
      expect((await chatOn(suite.server.url)).status).toBe(200);
      expect((await chatOn(second.url)).status).toBe(200);

      // The agent switched off on the first instance: the second refuses it as soon as the change is announced.
      await api(`/api/agents/${agentId}`, { token, method: 'PUT', body: { is_active: false } });
      expect((await (await chatOn(suite.server.url)).json()).code).toBe('agent_inactive');
      await expect.poll(async () => (await (await chatOn(second.url)).json()).code).toBe('agent_inactive');
      await api(`/api/agents/${agentId}`, { token, method: 'PUT', body: { is_active: true } });
      await expect.poll(async () => (await chatOn(second.url)).status).toBe(200);

      // The token switched off on the first instance dies on both.
      await api(`/api/tokens/${created.id}/toggle`, { token, method: 'POST' });
      expect((await chatOn(suite.server.url)).status).toBe(401);
      await expect.poll(async () => (await chatOn(second.url)).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
