import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';

const suite = useBrowserSuite();

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });

/** Closes the toasts, which cover the top right corner where the system agent panel's button is. */
async function dismissToasts() {
  await expect
    .poll(async () => {
      await suite.page.evaluate(() => document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((button) => button.click()));
      return suite.page.locator('.ant-notification-notice').count();
    })
    .toBe(0);
}

async function chooseCardAction(card: ReturnType<typeof suite.page.locator>, action: string) {
  await card.getByTestId('agent-actions').click();
  await suite.page.getByTestId(`agent-action-${action}`).click();
}

describe('agents screen', () => {
  it('creates, edits, deactivates, sets and removes as system agent, and deletes an agent', async () => {
    const provider = await suite.api('/api/providers', {
      token: await suite.tokenOf(),
      body: { name: 'local', display_name: 'Local Ollama', provider_type: 'ollama', available_models: ['llama2'] },
    });
    expect(provider.status).toBe(201);

    await suite.signInAs();
    await suite.page.getByTestId('menu-agents').click();
    await suite.page.waitForURL(/\/agents/);
    await suite.page.getByTestId('agents-page').waitFor();
    await suite.page.getByTestId('agents-empty').waitFor();
    // Super admins see the global system agent panel, empty for now.
    await suite.page.getByTestId('system-agent-none').waitFor();

    // Create: the name is checked before anything is sent.
    await suite.page.getByTestId('agents-empty-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Novo agente' });
    await dialog.waitFor();
    await dialog.getByTestId('agent-save').click();
    await dialog.getByText('Informe o nome do agente').waitFor();

    await dialog.getByTestId('agent-name-input').fill('Atendente');
    await dialog.getByTestId('agent-provider-select').click();
    await suite.page.locator('.ant-select-item-option').filter({ hasText: 'Local Ollama' }).click();
    // The provider's model is offered and chosen.
    await expect.poll(() => dialog.getByTestId('agent-model-input').inputValue()).toBe('llama2');
    await dialog.getByTestId('agent-personality-input').fill('Cordial e objetivo');
    await dialog.getByTestId('agent-skills-select').locator('input').fill('vendas,suporte,');
    await dialog.getByTestId('agent-save').click();
    await toast('Agente criado com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = suite.page.locator('[data-testid^="agent-card-"]');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByTestId('agent-name').innerText()).toBe('Atendente');
    expect(await card.getByTestId('agent-model').innerText()).toBe('llama2');
    expect(await card.getByTestId('agent-status').innerText()).toBe('Ativo');
    expect(await card.getByTestId('agent-created').innerText()).toContain('Criado em');

    // Details: summary and the tabs still to come.
    await card.click();
    const detail = suite.page.getByRole('dialog', { name: 'Atendente' });
    await detail.getByTestId('agent-summary').waitFor();
    const summary = await detail.getByTestId('agent-summary').innerText();
    expect(summary).toContain('Local Ollama');
    expect(summary).toContain('vendas');
    expect(summary).toContain('suporte');
    await detail.getByRole('tab', { name: 'Conversas' }).click();
    await detail.getByTestId('agent-conversation').waitFor();
    await detail.getByRole('tab', { name: 'Comandos' }).click();
    expect(await detail.getByTestId('agent-commands-soon').innerText()).toContain('em breve');
    await detail.getByTestId('agent-detail-close').click();
    await detail.waitFor({ state: 'hidden' });

    // Edit the name.
    await chooseCardAction(card, 'edit');
    const edit = suite.page.getByRole('dialog', { name: 'Editar agente' });
    await edit.waitFor();
    expect(await edit.getByTestId('agent-name-input').inputValue()).toBe('Atendente');
    await edit.getByTestId('agent-name-input').fill('Atendente Editado');
    await edit.getByTestId('agent-save').click();
    await toast('Agente atualizado com sucesso').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByTestId('agent-name').innerText()).toBe('Atendente Editado');

    // Deactivate.
    await card.getByTestId('agent-active-switch').click();
    await toast('Agente Atendente Editado desativado').waitFor();
    await expect.poll(() => card.getByTestId('agent-status').innerText()).toBe('Inativo');

    // Set as the global system agent.
    await chooseCardAction(card, 'system');
    await suite.page.getByTestId('agent-system-confirm').click();
    await toast('Atendente Editado definido como agente do sistema em').waitFor();
    await suite.page.getByTestId('system-agent-current').waitFor();
    expect(await suite.page.getByTestId('system-agent-current').innerText()).toContain('Atendente Editado');
    await card.getByTestId('agent-system-tag').waitFor();
    // It became the template of the replicas: it cannot be deleted now.
    await card.getByTestId('agent-template-tag').waitFor();
    await card.getByTestId('agent-actions').click();
    await suite.page.getByTestId('agent-action-edit').waitFor();
    expect(await suite.page.getByTestId('agent-action-delete').count()).toBe(0);
    await suite.page.keyboard.press('Escape');

    // Remove it after confirmation.
    await dismissToasts();
    await suite.page.getByTestId('system-agent-remove').click();
    await suite.page.getByTestId('system-agent-remove-confirm').click();
    await toast('Agente do sistema removido').waitFor();
    await suite.page.getByTestId('system-agent-none').waitFor();
    await expect.poll(() => card.getByTestId('agent-system-tag').count()).toBe(0);

    // Delete after confirmation.
    await chooseCardAction(card, 'delete');
    await suite.page.locator('.ant-modal-confirm').getByRole('button', { name: 'Excluir' }).click();
    await toast('Agente Atendente Editado excluído').waitFor();
    await suite.page.getByTestId('agents-empty').waitFor();
  });

  it("shows another organization's replica of the system agent as locked: only its name is editable", async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const token = await suite.tokenOf();
    const me = await suite.api<{ organization_id: number }>('/api/auth/me', { token });
    const provider = await suite.api<{ id: number }>('/api/providers', {
      token,
      body: { name: 'replica-src', display_name: 'Replica Source', provider_type: 'ollama', available_models: ['llama2'] },
    });
    const agent = await suite.api<{ id: number }>('/api/agents', {
      token,
      body: { name: 'Assistente Global', provider_id: provider.body.id, model_name: 'llama2', skills: 'ajuda, suporte' },
    });
    expect(agent.status).toBe(201);
    const set = await suite.api(`/api/organizations/${me.body.organization_id}/system-agent?agent_id=${agent.body.id}`, { token, method: 'POST' });
    expect(set.status).toBe(200);

    try {
      await suite.signInAs(admin.email, admin.password);
      await suite.page.getByTestId('menu-agents').click();
      await suite.page.getByTestId('agents-page').waitFor();
      // Only super admins see the panel.
      expect(await suite.page.getByTestId('system-agent-panel').count()).toBe(0);
      const card = suite.page.locator('[data-agent-name="Assistente Global"]');
      await card.waitFor();
      expect(await card.getByTestId('agent-replica-tag').innerText()).toBe('Liv');
      expect(await card.getByTestId('agent-locked-tag').innerText()).toBe('8');
      await card.getByTestId('agent-system-tag').waitFor();

      await chooseCardAction(card, 'edit');
      expect(await suite.page.getByTestId('agent-action-delete').count()).toBe(0);
      expect(await suite.page.getByTestId('agent-action-system').count()).toBe(0);
      const edit = suite.page.getByRole('dialog', { name: 'Editar agente' });
      await edit.getByTestId('agent-replica-alert').waitFor();
      expect(await edit.getByTestId('agent-model-input').isDisabled()).toBe(true);
      expect(await edit.getByTestId('agent-personality-input').isDisabled()).toBe(true);
      await edit.getByTestId('agent-name-input').fill('Assistente Local');
      await edit.getByTestId('agent-save').click();
      await toast('Agente atualizado com sucesso').waitFor();
      await suite.page.locator('[data-agent-name="Assistente Local"]').waitFor();
    } finally {
      await suite.api(`/api/organizations/${me.body.organization_id}/system-agent`, { token, method: 'DELETE' });
    }
  });
});
