import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser';

const suite = useBrowserSuite();

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });

describe('API tokens screen', () => {
  it('creates a token bound to an agent, shows its value once, toggles, regenerates and deletes it, and lists it in the agent tab', async () => {
    const token = await suite.tokenOf();
    const provider = await suite.api<{ id: number }>('/api/providers', {
      token,
      body: { name: 'local', display_name: 'Local', provider_type: 'ollama', available_models: ['llama2'] },
    });
    expect(provider.status).toBe(201);
    const agent = await suite.api<{ id: number }>('/api/agents', { token, body: { name: 'Ana', provider_id: provider.body.id, model_name: 'llama2' } });
    expect(agent.status).toBe(201);
    // A second token not bound to Ana: the agent tab must not list it.
    const other = await suite.api('/api/tokens', { token, body: { name: 'Geral', is_admin_token: true, monthly_limit: 25.5 } });
    expect(other.status).toBe(201);

    await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await suite.signInAs();
    await suite.page.goto(suite.server.url + '/tokens');
    await suite.page.getByTestId('tokens-page').waitFor();
    const admin = suite.page.getByTestId('token-row-Geral');
    await admin.waitFor();
    expect(await admin.getByTestId('token-agent').innerText()).toContain('Token de administrador');
    expect(await admin.getByTestId('token-last-used').innerText()).toBe('Nunca');
    expect(await admin.getByTestId('token-spent').innerText()).toBe('0,00 de 25,50');
    expect(await suite.page.getByTestId('tokens-usage').innerText()).toContain('X-API-Token');

    // Create: the name is required.
    await suite.page.getByTestId('tokens-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Novo token de API' });
    await dialog.waitFor();
    await dialog.getByTestId('token-save').click();
    await dialog.getByText('Este campo é obrigatório').waitFor();
    await dialog.getByTestId('token-name-input').fill('Site');
    await dialog.getByTestId('token-agent-select').click();
    await suite.page.locator('.ant-select-item-option').filter({ hasText: 'Ana' }).click();
    await dialog.getByTestId('token-save').click();
    await toast('Token criado com sucesso').waitFor();

    // The value, shown once, with a warning and a copy button.
    const valueModal = suite.page.getByTestId('token-value-modal');
    await valueModal.getByTestId('token-value').waitFor();
    const first = await valueModal.getByTestId('token-value').inputValue();
    expect(first.startsWith('ac_')).toBe(true);
    expect(await valueModal.getByTestId('token-value-warning').innerText()).toContain('não será mostrado novamente');
    await valueModal.getByTestId('token-value-copy').click();
    await toast('Token copiado').waitFor();
    expect(await suite.page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await valueModal.getByTestId('token-value-close').click();
    await valueModal.getByTestId('token-value').waitFor({ state: 'detached' });

    const row = suite.page.getByTestId('token-row-Site');
    await row.waitFor();
    expect(await row.getByTestId('token-agent').innerText()).toBe('Ana');
    const prefix = await row.getByTestId('token-prefix').innerText();
    expect(prefix.endsWith('…')).toBe(true);
    expect(first.startsWith(prefix.slice(0, -1))).toBe(true);

    // Switch it off.
    await row.getByTestId('token-active-switch').click();
    await toast('Token Site desativado').waitFor();
    await expect.poll(() => row.getAttribute('data-active')).toBe('false');

    // Regenerate after confirming: a new value is shown.
    await row.getByTestId('token-regenerate').click();
    await suite.page.getByTestId('token-regenerate-confirm').click();
    await toast('Token Site regenerado').waitFor();
    await valueModal.getByTestId('token-value').waitFor();
    const second = await valueModal.getByTestId('token-value').inputValue();
    expect(second.startsWith('ac_')).toBe(true);
    expect(second).not.toBe(first);
    await valueModal.getByTestId('token-value-close').click();
    await valueModal.getByTestId('token-value').waitFor({ state: 'detached' });

    // The agent's detail dialog lists only its tokens.
    await suite.page.goto(suite.server.url + '/agents');
    await suite.page.getByTestId(`agent-card-${agent.body.id}`).click();
    const detail = suite.page.getByRole('dialog', { name: 'Ana' });
    await detail.getByRole('tab', { name: 'Tokens de API' }).click();
    const tab = detail.getByTestId('agent-tokens');
    await tab.getByTestId('token-row-Site').waitFor();
    expect(await tab.getByTestId('token-row-Geral').count()).toBe(0);
    expect(await tab.getByTestId('tokens-usage').innerText()).toContain(`/api/agents/${agent.body.id}/chat`);
    // A blank name silently does nothing.
    await tab.getByTestId('agent-token-create').click();
    await suite.page.waitForTimeout(300);
    expect(await suite.page.getByTestId('token-value').count()).toBe(0);
    expect(await tab.locator('[data-testid^="token-row-"]').count()).toBe(1);
    await detail.getByTestId('agent-detail-close').click();
    await detail.waitFor({ state: 'hidden' });

    // Delete after confirming the warning.
    await suite.page.goto(suite.server.url + '/tokens');
    await row.getByTestId('token-delete').click();
    const confirm = suite.page.locator('.ant-modal-confirm');
    expect(await confirm.innerText()).toContain('perderão o acesso');
    await suite.page.getByTestId('token-delete-confirm').click();
    await toast('Token Site excluído').waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.waitFor();
  });
});
