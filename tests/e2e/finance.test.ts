import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';

const suite = useBrowserSuite();

/** Today as YYYY-MM-DD in the default user timezone (America/Sao_Paulo), plus `offset` days. */
function saoPauloDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the pt-BR date pickers take it. */
const typed = (day: string) => day.split('-').reverse().join('/');
/** Spaces normalized (Intl puts a no-break space after R$). */
const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

const toast = (message: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: message });
const rows = (kind: 'to-pay' | 'to-receive') => suite.page.getByTestId(`bills-table-${kind}`).locator('tr.ant-table-row');
const billDialog = () => suite.page.getByRole('dialog').filter({ has: suite.page.getByTestId('bill-description') });
const rowOf = (kind: 'to-pay' | 'to-receive', description: string) => rows(kind).filter({ hasText: description });

async function signInAsMember() {
  const org = await createOrganization(suite.server.database.db);
  const user = await createUser(suite.server.database.db, org.id, { user_type: 'user' });
  await suite.signInAs(user.email, user.password);
  return { user, token: await suite.tokenOf(user.email, user.password) };
}

async function openFinance() {
  await suite.page.getByTestId('menu-finance').click();
  await suite.page.waitForURL(/\/finance/);
  await suite.page.getByTestId('finance-page').waitFor();
}

async function openTab(tab: 'dashboard' | 'to-pay' | 'to-receive') {
  await suite.page.getByTestId(`finance-tab-${tab}`).click();
  await suite.page.getByTestId(tab === 'dashboard' ? 'finance-dashboard' : `bills-tab-${tab}`).waitFor();
}

async function createBill(kind: 'to-pay' | 'to-receive', fields: { description: string; value: string; due: string }) {
  await suite.page.getByTestId(`bills-tab-${kind}`).getByTestId('bill-create').click();
  const dialog = billDialog();
  await dialog.getByTestId('bill-description').waitFor();
  await dialog.getByTestId('bill-description').fill(fields.description);
  await dialog.getByTestId('bill-value').fill(fields.value);
  await dialog.getByTestId('bill-due-date').click();
  await dialog.getByTestId('bill-due-date').fill(typed(fields.due));
  await dialog.getByTestId('bill-due-date').press('Enter');
  await dialog.getByTestId('bill-save').click();
}

async function apiBill(token: string, kind: 'to-pay' | 'to-receive', body: { description: string; value: number; due_date: string }) {
  const res = await suite.api(`/api/finance/bills-${kind}`, { token, body: { currency: 'BRL', ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

describe('finance', () => {
  it('creates an overdue bill to pay, shows it on the dashboard, marks it paid and the figures go back to zero', async () => {
    await signInAsMember();
    await openFinance();
    await openTab('to-pay');
    expect(await text(suite.page.getByTestId('bills-tab-to-pay'))).toContain('Nenhuma conta a pagar');

    await createBill('to-pay', { description: 'Aluguel de março', value: '150,5', due: saoPauloDay(-1) });
    await toast('Conta criada com sucesso').waitFor();
    await billDialog().waitFor({ state: 'hidden' });
    const row = rowOf('to-pay', 'Aluguel de março');
    await row.waitFor();
    expect(await text(row.getByTestId('bill-status'))).toBe('Vencida');
    expect(await text(row.getByTestId('bill-value-cell'))).toBe('R$ 150,50');
    expect(await text(row.getByTestId('bill-due-date-cell'))).toBe(typed(saoPauloDay(-1)));

    await openTab('dashboard');
    await expect.poll(() => text(suite.page.getByTestId('finance-card-overdue-count'))).toBe('1 conta');
    expect(await text(suite.page.getByTestId('finance-card-overdue-value'))).toBe('R$ 150,50');
    expect(await text(suite.page.getByTestId('finance-card-to-pay-value'))).toBe('R$ 150,50');
    expect(await text(suite.page.getByTestId('finance-card-balance-value'))).toBe('-R$ 150,50');
    // Due yesterday: outside the chart's next 30 days, and nothing else is open.
    await suite.page.getByTestId('finance-dashboard-empty').waitFor();

    await openTab('to-pay');
    await row.getByTestId('bill-settle').click();
    await suite.page.getByTestId('bill-settle-confirm').click();
    await toast('Conta marcada como paga').waitFor();
    await expect.poll(() => text(row.getByTestId('bill-status'))).toBe('Paga');
    expect(await row.getByTestId('bill-settle').isDisabled()).toBe(true);

    await openTab('dashboard');
    await expect.poll(() => text(suite.page.getByTestId('finance-card-overdue-count'))).toBe('Nenhuma conta');
    expect(await text(suite.page.getByTestId('finance-card-to-pay-value'))).toBe('R$ 0,00');
    expect(await text(suite.page.getByTestId('finance-card-overdue-value'))).toBe('R$ 0,00');
    expect(await text(suite.page.getByTestId('finance-dashboard-empty'))).toContain('Nenhuma conta em aberto');
  });

  it('refuses a value of 0 on the field and creates nothing; puts a server field error on its field', async () => {
    const { token } = await signInAsMember();
    await openFinance();
    await openTab('to-pay');

    await createBill('to-pay', { description: 'Conta zerada', value: '0', due: saoPauloDay(3) });
    const dialog = billDialog();
    const valueError = dialog.locator('.ant-form-item').filter({ has: suite.page.getByTestId('bill-value') }).locator('.ant-form-item-explain-error');
    await expect.poll(() => text(valueError)).toBe('O valor mínimo é 0,01');
    expect(await dialog.isVisible()).toBe(true);

    // Over the server's maximum: its message lands on the value field, with a toast.
    await dialog.getByTestId('bill-value').fill('2000000000');
    await dialog.getByTestId('bill-save').click();
    await suite.page.locator('.ant-notification-notice-error').waitFor();
    await expect.poll(() => text(valueError)).toContain('menor ou igual a 1000000000');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const list = await suite.api('/api/finance/bills-to-pay', { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('edits a bill, asks before deleting it and removes its row', async () => {
    const { token } = await signInAsMember();
    await apiBill(token, 'to-pay', { description: 'Internet', value: 99.9, due_date: saoPauloDay(5) });
    await apiBill(token, 'to-pay', { description: 'Energia', value: 210, due_date: saoPauloDay(6) });
    await openFinance();
    await openTab('to-pay');
    await expect.poll(() => rows('to-pay').count()).toBe(2);

    // Edit first: the modal opens with the bill's values and saves the changes.
    await rowOf('to-pay', 'Internet').getByTestId('bill-edit').click();
    const dialog = billDialog();
    expect(await dialog.getByTestId('bill-description').inputValue()).toBe('Internet');
    expect(await dialog.getByTestId('bill-value').inputValue()).toBe('99,90');
    await dialog.getByTestId('bill-value').fill('120,25');
    await dialog.getByTestId('bill-notes').fill('Fibra 500 mega');
    await dialog.getByTestId('bill-save').click();
    await toast('Conta atualizada com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => text(rowOf('to-pay', 'Internet').getByTestId('bill-value-cell'))).toBe('R$ 120,25');
    expect(await text(rowOf('to-pay', 'Internet'))).toContain('Fibra 500 mega');

    await rowOf('to-pay', 'Internet').getByTestId('bill-delete').click();
    const confirm = suite.page.locator('.ant-popconfirm').filter({ hasText: 'Excluir a conta "Internet"?' });
    await confirm.waitFor();
    expect(await rows('to-pay').count()).toBe(2);
    await confirm.getByTestId('bill-delete-confirm').click();
    await toast('Conta excluída com sucesso').waitFor();
    await expect.poll(() => rows('to-pay').count()).toBe(1);
    expect(await rowOf('to-pay', 'Internet').count()).toBe(0);
    expect(await rowOf('to-pay', 'Energia').count()).toBe(1);
  });

  it('keeps a bill to receive in its own tab and counts it on the dashboard', async () => {
    await signInAsMember();
    await openFinance();
    await openTab('to-receive');
    await createBill('to-receive', { description: 'Consultoria ACME', value: '1200', due: saoPauloDay(2) });
    await toast('Conta criada com sucesso').waitFor();
    const row = rowOf('to-receive', 'Consultoria ACME');
    await row.waitFor();
    expect(await text(row.getByTestId('bill-status'))).toBe('Pendente');

    await openTab('to-pay');
    await expect.poll(() => text(suite.page.getByTestId('bills-tab-to-pay'))).toContain('Nenhuma conta a pagar');
    expect(await rowOf('to-pay', 'Consultoria ACME').count()).toBe(0);

    await openTab('dashboard');
    await expect.poll(() => text(suite.page.getByTestId('finance-card-to-receive-value'))).toBe('R$ 1.200,00');
    expect(await text(suite.page.getByTestId('finance-card-balance-value'))).toBe('R$ 1.200,00');
    await suite.page.getByTestId('finance-chart').waitFor();

    await openTab('to-receive');
    await row.getByTestId('bill-settle').click();
    await suite.page.getByTestId('bill-settle-confirm').click();
    await toast('Conta marcada como recebida').waitFor();
    await expect.poll(() => text(row.getByTestId('bill-status'))).toBe('Recebida');
    expect(await row.getByTestId('bill-settle').isDisabled()).toBe(true);
  });

  it('narrows the table with the status filter and the due date range', async () => {
    const { token } = await signInAsMember();
    await apiBill(token, 'to-pay', { description: 'Vencida ontem', value: 10, due_date: saoPauloDay(-1) });
    await apiBill(token, 'to-pay', { description: 'Vence em 10 dias', value: 20, due_date: saoPauloDay(10) });
    const paid = await apiBill(token, 'to-pay', { description: 'Já paga', value: 30, due_date: saoPauloDay(20) });
    expect((await suite.api(`/api/finance/bills-to-pay/${paid.id}/mark-paid`, { token, method: 'POST' })).status).toBe(200);

    await openFinance();
    await openTab('to-pay');
    await expect.poll(() => rows('to-pay').count()).toBe(3);
    const descriptions = () => rows('to-pay').getByTestId('bill-description-cell').allInnerTexts();
    // Ordered by due date.
    expect(await descriptions()).toEqual(['Vencida ontem', 'Vence em 10 dias', 'Já paga']);

    const chooseStatus = async (label: string) => {
      await suite.page.getByTestId('bill-filter-status').click();
      await suite.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
    };
    await chooseStatus('Vencida');
    await expect.poll(descriptions).toEqual(['Vencida ontem']);
    await chooseStatus('Paga');
    await expect.poll(descriptions).toEqual(['Já paga']);
    await chooseStatus('Pendente');
    await expect.poll(descriptions).toEqual(['Vence em 10 dias']);
    await chooseStatus('Todos os status');
    await expect.poll(descriptions).toEqual(['Vencida ontem', 'Vence em 10 dias', 'Já paga']);

    // Due between today and 15 days from now: only the pending one.
    const period = suite.page.getByTestId('bill-filters').locator('.ant-picker-range');
    await period.locator('input').first().click();
    await period.locator('input').first().fill(typed(saoPauloDay(0)));
    await period.locator('input').first().press('Enter');
    await period.locator('input').nth(1).fill(typed(saoPauloDay(15)));
    await period.locator('input').nth(1).press('Enter');
    await expect.poll(descriptions).toEqual(['Vence em 10 dias']);

    // The range and a status together: nothing matches.
    await chooseStatus('Vencida');
    await expect.poll(() => rows('to-pay').count()).toBe(0);
    expect(await text(suite.page.getByTestId('bills-tab-to-pay'))).toContain('Nenhuma conta encontrada com esses filtros');
  });
});
