import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceUsage } from '../../server/modules/resources/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { createOrganization, createUser, settlementsLanded } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

// A short provider timeout, so a provider that does not answer fails the chat within the test.
const { suite, api } = useTestServer({ providerTimeoutMs: 400 });
let fake: FakeOpenAi;
let slowStream: FakeOpenAi;
let token = '';
let organizationId = 0;
let agentId = 0;
let slowAgentId = 0;

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  fake = await startFakeOpenAi({ validKey: '', reply: 'Vejo um pixel.' });
  slowStream = await startFakeOpenAi({ validKey: '', reply: 'Um pedaço por segundo', chunkDelayMs: 1000 });
  const { db } = suite.server.database;
  const org = await createOrganization(db);
  organizationId = org.id;
  const user = await createUser(db, org.id, { user_type: 'admin' });
  token = (await signInApi(suite.server.url, user.email, user.password)).access_token;
  await api('/api/credits/add', { token: suite.root, body: { organization_id: org.id, amount: 10, description: 'chat' } });
  const agentOn = async (url: string, slug: string, name: string) => {
    const provider = (await api('/api/providers', { token, body: { name: slug, display_name: name, provider_type: 'openai', base_url: url, api_key: 'sk-any' } })).body;
    return (await api('/api/agents', { token, body: { name, provider_id: provider.id, model_name: 'gpt-4o', max_tokens: 100 } })).body.id as number;
  };
  agentId = await agentOn(fake.url, 'vision', 'Visão');
  slowAgentId = await agentOn(slowStream.url, 'slow', 'Lenta');
});
afterAll(async () => {
  await fake.close();
  await slowStream.close();
});

const chat = (agent: number, content: unknown, extra: object = {}) =>
  api(`/api/agents/${agent}/chat`, { token, body: { messages: [{ role: 'user', content }], ...extra }, headers: { 'accept-language': 'pt-BR' } });

async function nothingHeld() {
  await settlementsLanded(suite.server.database.db);
  return (await api('/api/credits/balance', { token })).body;
}

describe('chat: what reaches the provider, and its failures', () => {
  it('sends image parts as data URLs when the call has images, and leaves them out when it has not', async () => {
    const parts = [
      { type: 'text', text: 'O que há nesta imagem?' },
      { type: 'image', image: PIXEL },
    ];
    expect((await chat(agentId, parts, { has_images: true })).body.response).toBe('Vejo um pixel.');
    expect(fake.requests.at(-1)!.body.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'O que há nesta imagem?' },
        { type: 'image_url', image_url: { url: PIXEL } },
      ],
    });

    await chat(agentId, parts, { has_images: false });
    expect(fake.requests.at(-1)!.body.messages.at(-1).content).toEqual('O que há nesta imagem?');
  });

  it('says in X-Console-Overhead-Ms the time the console added, without the time the provider took', async () => {
    const started = performance.now();
    const plain = await chat(agentId, 'Oi [wait 300]');
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    const plainOverhead = Number(plain.headers.get('x-console-overhead-ms'));
    expect(plainOverhead).toBeGreaterThanOrEqual(0);
    expect(plainOverhead).toBeLessThan(250);

    const streamed = await fetch(`${suite.server.url}/api/agents/${agentId}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Oi [wait 300]' }], stream: true }),
    });
    const streamedOverhead = Number(streamed.headers.get('x-console-overhead-ms'));
    expect(streamedOverhead).toBeGreaterThanOrEqual(0);
    expect(streamedOverhead).toBeLessThan(250);
    expect(await streamed.text()).toContain('"type":"done"');
  });

  it('says the provider is rate limiting, and bills nothing', async () => {
    const before = (await nothingHeld()).balance;
    const res = await chat(agentId, 'Oi [status 429]');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'provider_rate_limited', detail: 'O provedor está limitando as requisições. Tente novamente em instantes.' });
    expect(await nothingHeld()).toMatchObject({ balance: before, reserved_balance: 0 });
  });

  it('gives up on a provider that does not answer in time, and bills nothing', async () => {
    const before = (await nothingHeld()).balance;
    const res = await chat(agentId, 'Oi [wait 3000]');
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ code: 'provider_timeout', detail: 'O provedor demorou demais para responder.' });
    expect(await nothingHeld()).toMatchObject({ balance: before, reserved_balance: 0 });
  });

  it('ends a stream that stops arriving with a timeout event after the pieces already sent', async () => {
    const before = (await nothingHeld()).balance;
    const response = await fetch(`${suite.server.url}/api/agents/${slowAgentId}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'pt-BR' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Oi' }], stream: true }),
    });
    const events = (await response.text()).split('\n\n').filter(Boolean).map((line) => JSON.parse(line.replace(/^data: /, '')));
    expect(events.map((event) => event.type)).toEqual(['delta', 'error']);
    expect(events[0].content).toBe('Um ');
    expect(events[1]).toMatchObject({ code: 'provider_timeout', detail: 'O provedor demorou demais para responder.' });
    expect(await nothingHeld()).toMatchObject({ balance: before, reserved_balance: 0 });
  });

  it('stops the provider when the caller of a stream goes away, and bills what was streamed by estimate', async () => {
    const before = (await nothingHeld()).balance;
    const leaving = new AbortController();
    const response = await fetch(`${suite.server.url}/api/agents/${slowAgentId}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Conte uma história longa' }], stream: true }),
      signal: leaving.signal,
    });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"type":"delta"');
    leaving.abort();

    // The provider's answer, a piece a second, is cut off at once rather than read to its end.
    await expect.poll(() => slowStream.abandoned, { timeout: 2000 }).toBe(1);
    const after = await nothingHeld();
    expect(after.reserved_balance).toBe(0);
    expect(after.balance).toBeLessThan(before);
    const [usage] = await suite.server.database.db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, organizationId)).orderBy(resourceUsage.id).then((rows) => rows.slice(-1));
    expect(usage.status).toBe('completed');
    // The prompt and one piece are billed, not the 100 tokens the agent may answer.
    expect(usage.total_cost_micros).toBeGreaterThan(0n);
    expect(usage.total_cost_micros).toBeLessThan(usage.reserved_micros);
  });
});
