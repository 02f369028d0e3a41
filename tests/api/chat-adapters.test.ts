import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceUsage } from '../../server/modules/resources/schema';
import { startFakeAnthropic } from '../fakes/anthropic';
import { startFakeGemini } from '../fakes/gemini';
import { startFakeMistral } from '../fakes/mistral';
import { startFakeOpenAi } from '../fakes/openai';
import type { FakeServer } from '../fakes/server';
import { createOrganization, createUser, settlementsLanded } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
const REPLY = 'Claro, posso ajudar hoje.';
let token = '';
let organizationId = 0;

beforeAll(async () => {
  const { db } = suite.server.database;
  organizationId = (await createOrganization(db)).id;
  const admin = await createUser(db, organizationId, { user_type: 'admin' });
  token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
  await api('/api/credits/add', { token: suite.root, body: { organization_id: organizationId, amount: 100, description: 'adapters' } });
});

/** The deltas of a streamed chat answer, and its closing event. */
async function streamed(agentId: number, sessionId: string) {
  const response = await fetch(`${suite.server.url}/api/agents/${agentId}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'E agora?' }], session_id: sessionId, stream: true }),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events = (await response.text())
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)));
  return { deltas: events.filter((e) => e.type === 'delta').map((e) => e.content as string), last: events.at(-1) };
}

type Start = () => Promise<FakeServer & { url: string }>;
const words = REPLY.split(' ').length;

describe.each([
  // type, fake, API key, model, base URL of the fake, the paths of a plain and of a streamed call
  ['openai', () => startFakeOpenAi({ reply: REPLY }), 'sk-valid', 'gpt-4o-mini', (f: { url: string }) => f.url, ['/v1/chat/completions', '/v1/chat/completions']],
  ['ollama', () => startFakeOpenAi({ reply: REPLY, validKey: '' }), '', 'llama3.2', (f: { root: string }) => f.root, ['/v1/chat/completions', '/v1/chat/completions']],
  ['anthropic', () => startFakeAnthropic({ reply: REPLY }), 'sk-ant-valid', 'claude-3-5-haiku-latest', (f: { url: string }) => f.url, ['/v1/messages', '/v1/messages']],
  [
    'gemini',
    () => startFakeGemini({ reply: REPLY }),
    'gemini-valid',
    'gemini-2.5-flash',
    (f: { url: string }) => f.url,
    ['/v1beta/models/gemini-2.5-flash:generateContent', '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse'],
  ],
  ['mistral', () => startFakeMistral({ reply: REPLY }), 'mistral-valid', 'mistral-small-latest', (f: { url: string }) => f.url, ['/v1/chat/completions', '/v1/chat/completions']],
] as const)('a chat through the %s adapter', (type, start, key, model, baseUrl, paths) => {
  it('answers plain and streamed in its wire format, stores both turns and bills the tokens it reports', async () => {
    const fake = await (start as Start)();
    try {
      const provider = (await api('/api/providers', { token, body: { name: `${type}-chat`, display_name: type, provider_type: type, base_url: (baseUrl as (f: object) => string)(fake), api_key: key || null } })).body;
      const agent = (await api('/api/agents', { token, body: { name: `Agente ${type}`, provider_id: provider.id, model_name: model, system_prompt: 'Seja breve.' } })).body;
      const session = (await api('/api/sessions', { token, body: { agent_id: agent.id, title: type } })).body;

      const plain = await api(`/api/agents/${agent.id}/chat`, { token, body: { messages: [{ role: 'user', content: 'Oi' }], session_id: session.session_id } });
      expect(plain.status).toBe(200);
      expect(plain.body).toMatchObject({ response: REPLY, model, usage: { prompt_tokens: 12, completion_tokens: words }, tokens_used: 12 + words });
      expect(Number(plain.headers.get('x-console-overhead-ms'))).toBeGreaterThanOrEqual(0);

      const { deltas, last } = await streamed(agent.id, session.session_id);
      expect(deltas.length).toBeGreaterThan(1);
      expect(deltas.join('')).toBe(REPLY);
      expect(last).toMatchObject({ type: 'done', tokens_used: 12 + words, usage: { prompt_tokens: 12, completion_tokens: words } });

      // Each call went out in the provider's own format, the second with the first turn as history.
      expect(fake.requests.map((request) => request.path)).toEqual([...paths]);
      expect(JSON.stringify(fake.requests[1].body)).toContain(REPLY);

      const stored = (await api(`/api/sessions/${session.id}`, { token })).body;
      expect(stored.messages.map((m: { role: string; content: string; tokens_used: number }) => [m.role, m.content, m.tokens_used])).toEqual([
        ['user', 'Oi', 12],
        ['assistant', REPLY, words],
        ['user', 'E agora?', 12],
        ['assistant', REPLY, words],
      ]);
      await settlementsLanded(suite.server.database.db);
      const usage = await suite.server.database.db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, organizationId));
      const mine = usage.filter((row) => row.description?.includes(`Agente ${type}`));
      expect(mine.map((row) => [row.status, row.quantity_micros])).toEqual([
        ['completed', BigInt(12 + words) * 1_000_000n],
        ['completed', BigInt(12 + words) * 1_000_000n],
      ]);
      expect(mine.every((row) => row.total_cost_micros > 0n)).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
