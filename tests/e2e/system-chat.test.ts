import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { useBrowserSuite } from '../support/browser';

const suite = useBrowserSuite();

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: 'Posso ajudar!\nAté logo.' });
});
afterAll(() => fake?.close());

describe('system chat widget', () => {
  it('chats with the system agent, restores the history, starts a new chat and reports a failed send', async () => {
    const token = await suite.tokenOf();
    const provider = await suite.api('/api/providers', {
      token,
      body: { name: 'platform', display_name: 'Platform', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid', is_public: true },
    });
    expect(provider.status).toBe(201);
    const agent = await suite.api('/api/agents', { token, body: { name: 'Liv', provider_id: provider.body.id, model_name: 'gpt-4o-mini' } });
    expect(agent.status).toBe(201);
    const me = await suite.api('/api/auth/me', { token });
    const organizationId = me.body.organization_id;
    const credit = await suite.api('/api/credits/add', { token, body: { organization_id: organizationId, amount: 10, description: 't' } });
    expect(credit.status).toBe(201);
    const set = await suite.api(`/api/organizations/${organizationId}/system-agent?agent_id=${agent.body.id}`, { token, method: 'POST' });
    expect(set.status).toBe(200);

    await suite.signInAs();
    const page = suite.page;
    const panel = page.getByTestId('system-chat-panel');
    const input = page.getByTestId('system-chat-input');
    const userMessages = page.getByTestId('system-chat-message-user');
    const assistantMessages = page.getByTestId('system-chat-message-assistant');

    await page.getByTestId('system-chat-toggle').click();
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect([box?.width, box?.height]).toEqual([400, 600]);
    await expect.poll(() => page.getByTestId('system-chat-title').innerText()).toBe('Liv');
    await page.getByTestId('system-chat-welcome').waitFor();
    expect(await input.isDisabled()).toBe(false);

    // Blank messages are not sent; Shift+Enter adds a newline instead of sending.
    await input.fill('   ');
    await input.press('Enter');
    expect(await userMessages.count()).toBe(0);
    await input.fill('Olá');
    await input.press('Shift+Enter');
    await input.pressSequentially('tudo bem?');
    expect(await input.inputValue()).toBe('Olá\ntudo bem?');
    expect(await userMessages.count()).toBe(0);

    // Enter sends: the user's message, then the typing indicator or straight away the reply.
    await input.press('Enter');
    await expect.poll(() => userMessages.count()).toBe(1);
    expect(await userMessages.first().innerText()).toBe('Olá\ntudo bem?');
    expect(await input.inputValue()).toBe('');
    await page.getByTestId('system-chat-typing').or(assistantMessages).first().waitFor();
    await expect.poll(() => assistantMessages.count()).toBe(1);
    // Plain text, line breaks kept.
    expect(await assistantMessages.first().innerText()).toBe('Posso ajudar!\nAté logo.');
    expect(await page.getByTestId('system-chat-typing').count()).toBe(0);

    // Close and reopen: the conversation is still there.
    await page.getByTestId('system-chat-close').click();
    await expect.poll(() => panel.count()).toBe(0);
    await page.getByTestId('system-chat-toggle').click();
    await panel.waitFor();
    expect(await userMessages.count()).toBe(1);
    expect(await assistantMessages.count()).toBe(1);

    // Reload: the latest session's history is loaded from the server.
    await page.reload();
    await page.getByTestId('header').waitFor();
    await page.getByTestId('system-chat-toggle').click();
    await panel.waitFor();
    await expect.poll(() => assistantMessages.count()).toBe(1);
    expect(await userMessages.first().innerText()).toBe('Olá\ntudo bem?');
    expect(await assistantMessages.first().innerText()).toBe('Posso ajudar!\nAté logo.');

    // A second message continues the same session.
    await input.fill('Mais uma');
    await input.press('Enter');
    await expect.poll(() => assistantMessages.count()).toBe(2);
    const sessions = await suite.api('/api/system-chat/sessions?limit=10', { token });
    expect(sessions.body.sessions).toHaveLength(1);

    // New chat clears it.
    await page.getByTestId('system-chat-new').click();
    await page.getByTestId('system-chat-welcome').waitFor();
    expect(await userMessages.count()).toBe(0);
    expect(await assistantMessages.count()).toBe(0);

    // A failed send shows the server's message as an assistant message.
    const removed = await suite.api(`/api/organizations/${organizationId}/system-agent`, { token, method: 'DELETE' });
    expect(removed.status).toBe(204);
    await input.fill('Ainda está aí?');
    await input.press('Enter');
    const failure = page.locator('[data-testid="system-chat-message-assistant"][data-error="true"]');
    await failure.waitFor();
    // The server's detail (pt-BR), not the generic fallback.
    expect(await failure.innerText()).toBe('Agente do Sistema Não Configurado');
  });
});
