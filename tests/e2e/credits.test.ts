import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

async function openCreditsPage() {
  await suite.page.getByTestId('menu-credits').click();
  await suite.page.waitForURL(/\/credits/);
  await suite.page.getByTestId('credits-page').waitFor();
}

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });
const rows = (table: string) => suite.page.getByTestId(table).locator('.ant-table-tbody tr.ant-table-row');
/** Intl writes a no-break space between the symbol and the amount. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('credits administration', () => {
  it("adds credits to the super admin's organization: the row, the history and the header badge follow", async () => {
    const orgName = suite.server.config.adminOrganization;
    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const badge = suite.page.getByTestId('credit-badge');
    await expect.poll(() => badge.getAttribute('data-status')).toBe('error');
    expect(await badge.innerText()).toContain('Sem créditos');

    await openCreditsPage();
    await expect.poll(() => suite.page.getByTestId('credits-summary-total').innerText()).toContain('Total no Sistema');
    await expect.poll(() => suite.page.getByTestId('credits-summary-available').innerText()).toContain('Disponível');
    await expect.poll(() => suite.page.getByTestId('credits-summary-reserved').innerText()).toContain('Reservado');

    await suite.page.getByTestId('credit-organizations-search').fill(orgName);
    await suite.page.getByTestId('credit-organizations-search').press('Enter');
    await expect.poll(() => rows('credit-organizations-table').count()).toBe(1);
    const row = rows('credit-organizations-table').first();
    expect(await row.getByTestId('credit-organization-name').innerText()).toBe(orgName);
    expect(plain(await row.getByTestId('credit-organization-balance').innerText())).toBe('R$ 0,00');
    expect(await row.getByTestId('credit-organization-reserved').innerText()).toBe('-');
    expect(await row.getByTestId('credit-organization-available').getAttribute('class')).toContain('ant-typography-danger');
    expect(await row.getByTestId('credit-organization-status').innerText()).toBe('Ativa');

    await row.getByTestId('credit-organization-add').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Adicionar Créditos' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('add-credits-organization').innerText()).toContain(orgName);
    await dialog.getByTestId('add-credits-amount').fill('100');
    await dialog.getByTestId('add-credits-payment-method').click();
    await suite.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Transferência bancária' }).click();
    await dialog.getByTestId('add-credits-description').fill('Recarga de teste E2E');
    await dialog.getByTestId('add-credits-notes').fill('Pago por transferência');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await toast('Créditos adicionados com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => plain(await row.getByTestId('credit-organization-balance').innerText())).toBe('R$ 100,00');
    expect(await row.getByTestId('credit-organization-available').getAttribute('class')).toContain('ant-typography-success');
    await expect.poll(async () => plain(await suite.page.getByTestId('credits-summary-total').innerText())).toContain('R$ 100,00');

    // The header badge refreshes at once (not after its 30 s interval).
    await expect.poll(() => badge.getAttribute('data-status'), { timeout: 5000 }).toBe('success');
    expect(plain(await badge.innerText())).toContain('R$ 100,00');

    await suite.page.getByTestId('credits-tab-transactions').click();
    const history = rows('credit-transactions-table');
    await expect.poll(() => history.count()).toBeGreaterThanOrEqual(1);
    const latest = history.first();
    expect(await latest.getByTestId('transaction-description').innerText()).toBe('Recarga de teste E2E');
    expect(plain(await latest.getByTestId('transaction-amount').innerText())).toBe('+R$ 100,00');
    expect(await latest.getByTestId('transaction-type').innerText()).toBe('Crédito');
    expect(await latest.innerText()).toContain(orgName);
  });

  it('validates the add-credits form: organization and description required, amount above zero', async () => {
    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await openCreditsPage();
    await suite.page.getByTestId('credits-add').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Adicionar Créditos' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Adicionar' });

    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByTestId('add-credits-amount').fill('0');
    await dialog.getByTestId('add-credits-amount').blur();
    const errors = dialog.locator('.ant-form-item-explain-error');
    await errors.filter({ hasText: 'O valor deve ser maior que zero' }).waitFor();

    await dialog.getByTestId('add-credits-description').fill('Sem organização');
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await confirm.click();
    await errors.filter({ hasText: 'Selecione uma organização' }).waitFor();
    expect(await errors.allInnerTexts()).toEqual(['Selecione uma organização', 'O valor deve ser maior que zero']);

    await dialog.getByTestId('add-credits-description').fill('');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await toast('Créditos adicionados com sucesso').count()).toBe(0);
  });

  it("reports an organization's real consumption, and edits the exchange rates", async () => {
    // An organization that spent credits: activating a paid module bills its first hour.
    const org = await createOrganization(suite.server.database.db, `Consumidora ${Date.now().toString(36)}`);
    const member = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const root = await suite.tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await suite.api('/api/credits/add', { token: root, body: { organization_id: org.id, amount: 50, description: 'seed' } })).status).toBe(201);
    const memberToken = await suite.tokenOf(member.email, member.password);
    const modules = await suite.api<Array<{ id: number; slug: string }>>('/api/modules', { token: memberToken });
    const whatsapp = modules.body.find((module) => module.slug === 'whatsapp');
    expect((await suite.api(`/api/modules/${whatsapp!.id}/activate`, { token: memberToken, body: {} })).status).toBe(200);

    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await openCreditsPage();
    await suite.page.getByTestId('credits-tab-report').click();
    await suite.page.getByTestId('credits-report').waitFor();
    // Every organization: the consumer is among the top organizations.
    await expect.poll(() => rows('report-by-organization').filter({ hasText: org.name }).count()).toBe(1);

    const select = suite.page.getByTestId('report-organization-filter');
    await select.click();
    await select.locator('input').fill(org.name);
    await suite.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: org.name }).click();
    await suite.page.getByTestId('report-apply').click();
    await expect.poll(() => suite.page.getByTestId('report-by-organization').count()).toBe(0);
    await expect.poll(() => rows('report-by-resource').count()).toBe(1);
    expect(await rows('report-by-resource').first().innerText()).toContain('Module hour');
    expect(await rows('report-by-resource').first().innerText()).toContain('Por hora');
    expect(await suite.page.getByTestId('report-total-count').innerText()).toContain('1');
    expect(await suite.page.getByTestId('report-total-cost').innerText()).toMatch(/R\$/);
    await expect.poll(() => rows('report-by-day').count()).toBe(1);

    await suite.page.getByTestId('credits-tab-rates').click();
    await suite.page.getByTestId('credits-rates').waitFor();
    expect(await suite.page.getByTestId('rate-USD').isDisabled()).toBe(true);
    expect(await suite.page.getByTestId('rate-USD').inputValue()).toBe('1.000000');
    const brl = suite.page.getByTestId('rate-BRL');
    expect(await brl.inputValue()).toBe('5.200000');
    await brl.fill('5.5');
    await suite.page.getByTestId('rates-save').click();
    await toast('Taxas de câmbio atualizadas com sucesso').waitFor();
    await expect.poll(() => brl.inputValue()).toBe('5.500000');
    expect((await suite.api<{ rates: Record<string, number> }>('/api/credits/rates', { token: root })).body.rates.BRL).toBe(5.5);
  });

  it('refuses an organization admin with the super-admin-only message', async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    await suite.signInAs(admin.email, admin.password);
    expect(await suite.page.getByTestId('menu-credits').count()).toBe(0);
    await suite.page.goto(suite.server.url + '/credits');
    await suite.page.getByText('Acesso negado. Esta página é exclusiva para super administradores.').waitFor();
    expect(await suite.page.getByTestId('credits-page').count()).toBe(0);
  });
});
