import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';

const suite = useBrowserSuite();

/** The model's answer, streamed one word at a time: markdown with an allowed and a refused link. */
const REPLY = 'Olá! Veja [a documentação](https://example.com/docs) e [isto](javascript:alert(1)) agora.';
const REPLY_TEXT = 'Olá! Veja a documentação e isto agora.';
/**
 * A name only react-markdown 10 (and the panel passing it) holds in the built scripts: tells whether a
 * loaded script carries it. (Refine's antd package bundles its own react-markdown 6, which has no urlTransform.)
 */
const MARKDOWN_MARKER = 'urlTransform';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: REPLY, chunkDelayMs: 200 });
});
afterAll(() => fake?.close());

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });

interface Sent {
  method: string;
  path: string;
  body: any;
  at: number;
}

/** Records the API calls the page makes. */
function recordApiCalls(page: Page): Sent[] {
  const calls: Sent[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const raw = request.postData();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // not JSON
    }
    calls.push({ method: request.method(), path: url.pathname, body, at: Date.now() });
  });
  return calls;
}

let providers = 0;

/** An organization with an admin and an agent on the fake provider; `credits` added when given. */
async function setUp(options: { credits?: number; agentName: string; apiKey?: string }) {
  const token = await suite.tokenOf();
  const provider = await suite.api<{ id: number }>('/api/providers', {
    token,
    body: { name: `fake-${++providers}`, display_name: 'Fake OpenAI', provider_type: 'openai', base_url: fake.url, api_key: options.apiKey ?? 'sk-valid', is_public: true },
  });
  expect(provider.status).toBe(201);
  const org = await createOrganization(suite.server.database.db);
  const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
  if (options.credits) {
    const credit = await suite.api('/api/credits/add', { token, body: { organization_id: org.id, amount: options.credits, description: 'e2e' } });
    expect(credit.status).toBe(201);
  }
  const adminToken = await suite.tokenOf(admin.email, admin.password);
  const agent = await suite.api<{ id: number }>('/api/agents', {
    token: adminToken,
    body: { name: options.agentName, provider_id: provider.body.id, model_name: 'gpt-4o-mini' },
  });
  expect(agent.status).toBe(201);
  return { admin, adminToken, agentId: agent.body.id, providerId: provider.body.id };
}

/** From the home page: the agents screen, the agent's dialog, its 'Conversas' tab. */
async function openConversations(agentName: string) {
  const page = suite.page;
  await page.getByTestId('menu-agents').click();
  await page.getByTestId('agents-page').waitFor();
  await page.locator(`[data-agent-name="${agentName}"]`).click();
  const dialog = page.getByRole('dialog', { name: agentName });
  await dialog.getByTestId('agent-summary').waitFor();
  await dialog.getByRole('tab', { name: 'Conversas' }).click();
  await dialog.getByTestId('agent-conversation').waitFor();
  return dialog;
}

const dateIn = (timeZone: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(new Date());

describe('agent conversation panel', () => {
  it('streams a reply into a new session, renders safe markdown, renames and deletes the session', async () => {
    const { admin, adminToken, agentId } = await setUp({ credits: 50, agentName: 'Consultor' });
    const me = await suite.api<{ preferences: { timezone: string } }>('/api/auth/me', { token: adminToken });
    const expectedTitle = `Nova conversa ${dateIn(me.body.preferences.timezone)}`;
    const page = suite.page;
    const calls = recordApiCalls(page);
    const chatCalls = () => calls.filter((c) => c.method === 'POST' && c.path === `/api/agents/${agentId}/chat`);

    await suite.signInAs(admin.email, admin.password);
    const dialog = await openConversations('Consultor');
    const input = dialog.getByTestId('chat-input');
    const sessions = dialog.locator('[data-testid^="chat-session-"][role="listitem"]');
    const users = dialog.getByTestId('chat-message-user');
    const replies = dialog.getByTestId('chat-message-assistant');

    // Empty states; the input has the focus.
    await dialog.getByTestId('chat-sessions-empty').waitFor();
    expect(await dialog.getByTestId('chat-empty-messages').innerText()).toBe('Envie uma mensagem para começar');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    // A blank message is not sent (no session, no chat call); Shift+Enter adds a line.
    await input.fill('   ');
    await input.press('Enter');
    expect(await dialog.getByTestId('chat-send').isDisabled()).toBe(true);
    await input.fill('Olá, agente');
    await input.press('Shift+Enter');
    await input.pressSequentially('tudo bem?');
    expect(await input.inputValue()).toBe('Olá, agente\ntudo bem?');
    expect(calls.filter((c) => c.method === 'POST' && (c.path === '/api/sessions' || c.path.endsWith('/chat')))).toHaveLength(0);

    // Enter: a session is created first, then (500 ms later) the chat call, streamed.
    await input.press('Enter');
    await expect.poll(() => sessions.count()).toBe(1);
    expect(await sessions.first().getByTestId('chat-session-title').innerText()).toBe(expectedTitle);
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => users.count()).toBe(1);
    expect(await users.first().innerText()).toBe('Olá, agente\ntudo bem?');
    // While the reply streams, the bubble grows and nothing else can be sent.
    await page.waitForFunction(() => {
      const bubble = document.querySelector('[data-testid="chat-message-assistant"][data-streaming="true"] [data-testid="chat-markdown"]');
      return bubble !== null && (bubble.textContent ?? '').length > 0;
    });
    const partial = (await replies.first().innerText()).trim();
    expect(partial.startsWith('Olá!')).toBe(true);
    expect(partial.length).toBeLessThan(REPLY_TEXT.length);
    await input.fill('pressa');
    await input.press('Enter');
    expect(await dialog.getByTestId('chat-send').getAttribute('class')).toContain('ant-btn-loading');
    await expect.poll(() => replies.first().getAttribute('data-streaming'), { timeout: 10_000 }).toBeNull();
    expect(await replies.first().innerText()).toBe(REPLY_TEXT);
    expect(chatCalls()).toHaveLength(1);
    expect(await input.inputValue()).toBe('pressa');
    await input.fill('');

    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/sessions')!;
    expect(created.body).toEqual({ agent_id: agentId, title: expectedTitle });
    const [first] = chatCalls();
    expect(first.at - created.at).toBeGreaterThanOrEqual(500);
    const listed = await suite.api<{ id: number; session_id: string; title: string; message_count: number }[]>(`/api/sessions?agent_id=${agentId}`, { token: adminToken });
    expect(listed.body).toHaveLength(1);
    expect(first.body).toEqual({ messages: [{ role: 'user', content: 'Olá, agente\ntudo bem?' }], session_id: listed.body[0].session_id, stream: true });

    // Markdown: the https link opens in a new tab; the javascript: one is no link at all.
    const link = replies.first().locator('a');
    expect(await link.count()).toBe(1);
    expect(await link.innerText()).toBe('a documentação');
    expect(await link.getAttribute('href')).toBe('https://example.com/docs');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await replies.first().getByTestId('chat-refused-link').innerText()).toBe('isto');
    expect(await replies.first().innerHTML()).not.toContain('javascript:');

    // The list is refreshed after the reply: two messages.
    await expect.poll(() => sessions.first().innerText()).toContain('2 mensagens');

    // The next message carries the history and the same session.
    await input.fill('E agora?');
    await dialog.getByTestId('chat-send').click();
    await expect.poll(() => replies.count()).toBe(2);
    await expect.poll(() => replies.nth(1).getAttribute('data-streaming'), { timeout: 10_000 }).toBeNull();
    expect(chatCalls()[1].body).toEqual({
      messages: [
        { role: 'user', content: 'Olá, agente\ntudo bem?' },
        { role: 'assistant', content: REPLY },
        { role: 'user', content: 'E agora?' },
      ],
      session_id: listed.body[0].session_id,
      stream: true,
    });
    await expect.poll(() => sessions.first().innerText()).toContain('4 mensagens');

    // Rename inline: Escape cancels (the dialog stays), a blank title is not saved, Enter saves.
    const row = sessions.first();
    await row.getByTestId('chat-session-rename').click();
    const titleInput = row.getByTestId('chat-session-title-input');
    await titleInput.fill('Descartado');
    await titleInput.press('Escape');
    await titleInput.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await row.getByTestId('chat-session-title').innerText()).toBe(expectedTitle);
    await row.getByTestId('chat-session-open').dblclick();
    await titleInput.fill('   ');
    await titleInput.press('Enter');
    await titleInput.waitFor({ state: 'detached' });
    expect(await row.getByTestId('chat-session-title').innerText()).toBe(expectedTitle);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await row.getByTestId('chat-session-rename').click();
    await titleInput.fill('Plano de vendas');
    await titleInput.press('Enter');
    await expect.poll(() => row.getByTestId('chat-session-title').innerText()).toBe('Plano de vendas');
    await expect
      .poll(async () => (await suite.api<{ title: string }[]>(`/api/sessions?agent_id=${agentId}`, { token: adminToken })).body.map((s) => s.title))
      .toEqual(['Plano de vendas']);

    // Reopen the dialog: the session keeps its title and its messages load from the server.
    await dialog.getByTestId('agent-detail-close').click();
    await dialog.waitFor({ state: 'hidden' });
    const reopened = await openConversations('Consultor');
    const reopenedRow = reopened.locator('[data-testid^="chat-session-"][role="listitem"]').first();
    await expect.poll(() => reopenedRow.getByTestId('chat-session-title').innerText()).toBe('Plano de vendas');
    await reopenedRow.getByTestId('chat-session-open').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => reopened.getByTestId('chat-message-assistant').count()).toBe(2);
    expect(await reopenedRow.getAttribute('data-selected')).toBe('true');
    expect(await reopened.getByTestId('chat-current-title').innerText()).toBe('Plano de vendas');
    expect(await reopened.getByTestId('chat-message-user').allInnerTexts()).toEqual(['Olá, agente\ntudo bem?', 'E agora?']);
    expect(await reopened.getByTestId('chat-message-assistant').first().innerText()).toBe(REPLY_TEXT);
    expect(await reopened.getByTestId('chat-message-assistant').first().locator('a').count()).toBe(1);

    // Delete after confirmation: gone, the view cleared.
    await reopenedRow.getByTestId('chat-session-delete').click();
    await page.getByTestId('chat-session-delete-confirm').click();
    await toast('Conversa excluída').waitFor();
    await reopened.getByTestId('chat-sessions-empty').waitFor();
    await reopened.getByTestId('chat-empty-messages').waitFor();
    expect(await reopened.getByTestId('chat-message-user').count()).toBe(0);
    expect(await reopened.getByTestId('chat-current-title').innerText()).toBe('');
    expect((await suite.api(`/api/sessions?agent_id=${agentId}`, { token: adminToken })).body).toEqual([]);

    // The 'new conversation' button adds an empty session at the top, selected.
    await reopened.getByTestId('chat-new-session').click();
    const fresh = reopened.locator('[data-testid^="chat-session-"][role="listitem"]');
    await expect.poll(() => fresh.count()).toBe(1);
    expect(await fresh.first().getAttribute('data-selected')).toBe('true');
    expect(await fresh.first().getByTestId('chat-session-title').innerText()).toBe(expectedTitle);
    await reopened.getByTestId('chat-empty-messages').waitFor();
  });

  it('keeps react-markdown out of the first pages, toasts a 402 keeping the text, and disables an inactive agent', async () => {
    const { admin, adminToken, agentId, providerId } = await setUp({ agentName: 'Sem Crédito' });
    const idle = await suite.api<{ id: number }>('/api/agents', {
      token: adminToken,
      body: { name: 'Parado', provider_id: providerId, model_name: 'gpt-4o-mini', is_active: false },
    });
    expect(idle.status).toBe(201);
    const page = suite.page;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const carriesMarkdown = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map(async (url) => (await suite.api(new URL(url).pathname)).body as string));
      return bodies.some((body) => body.includes(MARKDOWN_MARKER));
    };

    await suite.signInAs(admin.email, admin.password);
    const beforeAgents = scripts.length;
    expect(beforeAgents).toBeGreaterThan(0);
    expect(await carriesMarkdown(scripts)).toBe(false);

    const dialog = await openConversations('Sem Crédito');
    // The panel's chunk (with react-markdown) came with the tab, not before.
    expect(await carriesMarkdown(scripts.slice(beforeAgents))).toBe(true);
    const calls = recordApiCalls(page);

    // No credits: 402 before the stream opens → the server's message in a toast, the text kept.
    const input = dialog.getByTestId('chat-input');
    await input.fill('Quanto custa?');
    await input.press('Enter');
    await toast('Créditos insuficientes').waitFor();
    await expect.poll(() => input.inputValue()).toBe('Quanto custa?');
    expect(await dialog.getByTestId('chat-message-user').count()).toBe(0);
    expect(await dialog.getByTestId('chat-message-assistant').count()).toBe(0);
    expect(calls.filter((c) => c.path === `/api/agents/${agentId}/chat`)).toHaveLength(1);
    expect(await dialog.getByTestId('chat-send').isDisabled()).toBe(false);
    await dialog.getByTestId('agent-detail-close').click();
    await dialog.waitFor({ state: 'hidden' });

    // An inactive agent: a hint, and the input disabled.
    const inactive = await openConversations('Parado');
    expect(await inactive.getByTestId('chat-blocked').innerText()).toContain('Este agente está desativado');
    expect(await inactive.getByTestId('chat-input').isDisabled()).toBe(true);
    expect(await inactive.getByTestId('chat-send').isDisabled()).toBe(true);
  });

  it("shows the stream's error event as the agent's error bubble", async () => {
    const { admin } = await setUp({ credits: 20, agentName: 'Chave Errada', apiKey: 'sk-wrong' });
    await suite.signInAs(admin.email, admin.password);
    const dialog = await openConversations('Chave Errada');
    const input = dialog.getByTestId('chat-input');
    await input.fill('Oi');
    await input.press('Enter');
    // The turn was paid for and the stream opened; the provider refused the key: an 'error' event.
    const failure = dialog.locator('[data-testid="chat-message-assistant"][data-error="true"]');
    await failure.waitFor();
    expect(await failure.innerText()).toBe('O provedor recusou a chave de API. Verifique a configuração do provedor.');
    expect(await dialog.getByTestId('chat-message-user').innerText()).toBe('Oi');
    expect(await input.inputValue()).toBe('');
    expect(await dialog.getByTestId('chat-send').isDisabled()).toBe(true);
    expect(await suite.page.locator('.ant-notification-notice').count()).toBe(0);
  });
});
