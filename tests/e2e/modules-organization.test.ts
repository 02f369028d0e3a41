import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { call, signInApi } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

/** The super admin adds `amount` credits (BRL, the account's currency) to an organization through the API. */
async function addCredits(organizationId: number | null, amount: number, description: string) {
  const { access_token: token } = await signInApi(suite.server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const target = organizationId ?? (await call<{ organization_id: number }>(suite.server.url, '/api/auth/me', { token })).body.organization_id;
  const added = await call(suite.server.url, '/api/credits/add', { token, body: { organization_id: target, amount, description } });
  expect(added.status).toBe(201);
}

async function openModules() {
  await suite.page.getByTestId('menu-modules').click();
  await suite.page.waitForURL(/\/modules$/);
  await suite.page.getByTestId('modules-grid').waitFor();
}

const toast = (text: string | RegExp) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });
const moduleSwitch = (slug: string) => suite.page.getByTestId(`module-switch-${slug}`);
/** Visible text with the no-break spaces of currency formats as plain spaces. */
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\u00a0/g, ' ');
const isOn = async (slug: string) => (await moduleSwitch(slug).getAttribute('aria-checked')) === 'true';

describe('modules', () => {
  it('switches a paid module on and off, shows its 4-decimal price, and keeps default modules locked on', async () => {
    await addCredits(null, 50, 'test');
    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await openModules();

    const card = suite.page.getByTestId('module-card-whatsapp');
    expect(await card.getByTestId('module-name').innerText()).toBe('WhatsApp Business');
    expect(await isOn('whatsapp')).toBe(false);

    await moduleSwitch('whatsapp').click();
    await toast('Módulo WhatsApp Business ativado com sucesso').waitFor();
    await expect.poll(() => isOn('whatsapp')).toBe(true);
    await expect.poll(() => card.getByTestId('module-status').innerText()).toContain('Ativado em');

    await suite.page.getByTestId('module-pricing-whatsapp').click();
    const pricing = suite.page.getByRole('dialog', { name: 'Preços · WhatsApp Business' });
    await pricing.getByTestId('module-unit-price').waitFor();
    // 0.01 USD an hour at 5.2 BRL per USD, shown with four decimals in the header currency (BRL)
    expect(await textOf(pricing.getByTestId('module-unit-price'))).toBe('R$ 0,0520');
    expect(await pricing.innerText()).toContain('720 horas');
    expect(await pricing.innerText()).toContain('1 hora cobrada');
    await pricing.getByTestId('module-pricing-close').click();
    await pricing.waitFor({ state: 'hidden' });

    await moduleSwitch('whatsapp').click();
    const confirm = suite.page.locator('.ant-modal-confirm');
    await confirm.filter({ hasText: 'Desativar WhatsApp Business?' }).waitFor();
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await toast('Módulo WhatsApp Business desativado com sucesso').waitFor();
    await expect.poll(() => isOn('whatsapp')).toBe(false);

    const kanban = suite.page.getByTestId('module-card-kanban');
    expect(await kanban.getByTestId('module-default-tag').innerText()).toBe('Padrão');
    expect(await isOn('kanban')).toBe(true);
    expect(await moduleSwitch('kanban').isDisabled()).toBe(true);
  });

  it("refuses a paid module to an organization without credits: 'Créditos insuficientes' and the switch stays off", async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    await suite.signInAs(admin.email, admin.password);
    await openModules();

    await moduleSwitch('routines').click();
    await suite.page.locator('.ant-notification-notice-error').filter({ hasText: 'Créditos insuficientes' }).waitFor();
    expect(await isOn('routines')).toBe(false);
  });
});

describe('organization page', () => {
  it('shows the organization, its statement, adds a member and previews the credit purchase', async () => {
    const org = await createOrganization(suite.server.database.db, `Acme ${Date.now()}`);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    await addCredits(org.id, 50, 'Crédito de teste');
    await suite.signInAs(admin.email, admin.password);

    await suite.page.getByTestId('account-menu').click();
    await suite.page.getByTestId('menu-organization').click();
    await suite.page.waitForURL(/\/organization$/);
    await suite.page.getByTestId('organization-page').waitFor();
    expect(await suite.page.getByTestId('organization-name').innerText()).toBe(org.name);
    expect(await suite.page.getByTestId('organization-status').innerText()).toBe('Ativa');
    const users = suite.page.getByTestId('organization-stat-users');
    await expect.poll(() => users.innerText()).toContain('Ativos: 1');
    await expect.poll(() => textOf(suite.page.getByTestId('organization-stat-balance'))).toContain('R$ 50,00');

    await suite.page.getByTestId('organization-statement-open').click();
    const statement = suite.page.getByRole('dialog', { name: 'Extrato de créditos' });
    const statementRow = statement.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Crédito de teste' });
    await statementRow.waitFor();
    expect(await statementRow.getByTestId('transaction-type').innerText()).toBe('Crédito');
    expect(await textOf(statementRow.getByTestId('transaction-amount'))).toBe('+R$ 50,00');
    await statement.getByRole('button', { name: 'Fechar' }).last().click();
    await statement.waitFor({ state: 'hidden' });

    const email = `member-${Date.now()}@example.com`;
    await suite.page.getByTestId('member-add-open').click();
    const add = suite.page.getByRole('dialog', { name: 'Adicionar usuário' });
    await add.getByTestId('add-member-email').fill(email);
    await add.getByRole('button', { name: 'Adicionar' }).click();
    await add.getByTestId('add-member-missing').waitFor();
    expect(await add.getByTestId('add-member-missing').innerText()).toBe('Email e senha são obrigatórios');

    await add.getByTestId('add-member-full-name').fill('Bruna Membro');
    await add.getByTestId('add-member-password').fill('a-long-unusual-password-42');
    await add.getByRole('button', { name: 'Adicionar' }).click();
    await toast(`Usuário ${email} adicionado com sucesso`).waitFor();
    await add.waitFor({ state: 'hidden' });
    const memberRow = suite.page.getByTestId('members-table').locator('tr.ant-table-row').filter({ hasText: email });
    await memberRow.waitFor();
    expect(await memberRow.innerText()).toContain('Bruna Membro');
    await expect.poll(() => users.innerText()).toContain('Ativos: 2');

    await memberRow.getByTestId('member-edit').click();
    const edit = suite.page.getByRole('dialog', { name: `Editar usuário · ${email}` });
    await edit.getByTestId('edit-member-full-name').fill('Bruna Editada');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast('Usuário atualizado com sucesso').waitFor();
    await expect.poll(() => memberRow.innerText()).toContain('Bruna Editada');

    await suite.page.getByTestId('organization-buy-open').click();
    const buy = suite.page.getByRole('dialog', { name: 'Comprar créditos' });
    await buy.getByTestId('buy-credits-unavailable').waitFor();
    await buy.getByTestId('buy-credits-amount').fill('3');
    await buy.getByText(/O valor mínimo de compra é R\$\s5,00/).waitFor();
    expect(await buy.getByRole('button', { name: 'Confirmar compra' }).isDisabled()).toBe(true);
  });
});
