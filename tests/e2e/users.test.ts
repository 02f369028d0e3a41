import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

async function openUsersPage() {
  await suite.page.getByTestId('menu-users').click();
  await suite.page.waitForURL(/\/users/);
  await suite.page.getByTestId('users-page').waitFor();
}

const rows = () => suite.page.locator('.ant-table-tbody tr.ant-table-row');

async function searchUser(email: string): Promise<Locator> {
  await suite.page.getByPlaceholder('Buscar por email ou nome').fill(email);
  await suite.page.getByPlaceholder('Buscar por email ou nome').press('Enter');
  await expect.poll(() => rows().count()).toBe(1);
  const row = rows().first();
  expect(await row.getByTestId('user-email-cell').innerText()).toBe(email);
  return row;
}

async function chooseRowAction(row: Locator, action: string) {
  await row.getByTestId('user-actions').click();
  await suite.page.getByTestId(`user-action-${action}`).click();
}

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });

describe('users administration', () => {
  it('creates a user through the modal, finds it, suspends and activates it', async () => {
    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await openUsersPage();
    const email = `new-${Date.now()}@example.com`;

    await suite.page.getByTestId('users-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Criar Usuário' });
    await dialog.waitFor();
    await dialog.getByTestId('user-email').fill(email);
    await dialog.getByTestId('user-full-name').fill('Maria Nova');
    await dialog.getByTestId('user-password').fill('a-long-unusual-password-42');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast('Usuário criado com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = await searchUser(email);
    expect(await row.innerText()).toContain('Maria Nova');

    await row.getByTestId('user-edit').click();
    const editDialog = suite.page.getByRole('dialog').filter({ has: suite.page.getByTestId('user-full-name') });
    await editDialog.getByTestId('user-full-name').fill('Maria Editada');
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('Maria Editada');
    expect(await row.getByTestId('user-status').innerText()).toBe('Ativo');

    await chooseRowAction(row, 'suspend');
    await suite.page.locator('.ant-modal-confirm').getByRole('button', { name: 'Suspender' }).click();
    await toast('Usuário suspenso com sucesso').waitFor();
    await expect.poll(() => row.getByTestId('user-status').innerText()).toBe('Suspenso');

    await chooseRowAction(row, 'activate');
    await toast('Usuário ativado com sucesso').waitFor();
    await expect.poll(() => row.getByTestId('user-status').innerText()).toBe('Ativo');
  });

  it("shows the server's message when the email is taken", async () => {
    const org = await createOrganization(suite.server.database.db);
    const existing = await createUser(suite.server.database.db, org.id);
    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await openUsersPage();

    await suite.page.getByTestId('users-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Criar Usuário' });
    await dialog.getByTestId('user-email').fill(existing.email);
    await dialog.getByTestId('user-password').fill('a-long-unusual-password-42');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const error = suite.page.locator('.ant-notification-notice-error');
    await error.waitFor();
    expect(await error.innerText()).not.toContain('Erro ao criar usuário');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('impersonates a user, shows the banner on every suite.page, and stops back as the super admin', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { full_name: 'Paula Personificada' });
    await suite.signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await openUsersPage();

    const row = await searchUser(member.email);
    await chooseRowAction(row, 'impersonate');
    await suite.page.locator('.ant-modal-confirm').getByRole('button', { name: 'Personificar' }).click();
    await toast('Você está agora logado como Paula Personificada').waitFor();
    await suite.page.waitForURL(suite.server.url + '/');

    const banner = suite.page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Você está usando a conta de Paula Personificada');
    await suite.page.getByTestId('account-menu').click();
    expect(await suite.page.getByTestId('account-email').innerText()).toBe(member.email);
    await suite.page.keyboard.press('Escape');
    await suite.page.goto(suite.server.url + '/commands');
    await banner.waitFor();

    await suite.page.getByTestId('impersonation-stop').click();
    await suite.page.waitForURL(/\/users/);
    await suite.page.getByTestId('users-page').waitFor();
    expect(await banner.count()).toBe(0);
    await suite.page.getByTestId('account-menu').click();
    expect(await suite.page.getByTestId('account-email').innerText()).toBe(ADMIN_EMAIL);
  });

  it("does not offer 'Super Admin do Sistema' to an organization admin", async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    await suite.signInAs(admin.email, admin.password);
    await openUsersPage();

    await suite.page.getByTestId('users-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Criar Usuário' });
    await dialog.getByTestId('user-type-select').click();
    const options = suite.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Polled as a whole: the dropdown may still be opening (or re-rendering) between two reads.
    await expect.poll(() => options.allInnerTexts()).toEqual(['Administrador', 'Usuário', 'Subusuário']);
    expect(await suite.page.getByText('Super Admin do Sistema').count()).toBe(0);
  });
});
