import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PermissionDto, RoleDto } from '../../contract/roles';
import { launchBrowser, signIn } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { client } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ReturnType<typeof client>;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  api = client(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => context.close());

async function signInOn(target: Page, email: string, password: string) {
  await target.goto(server.url + '/login');
  await signIn(target, email, password);
  await target.waitForURL(server.url + '/');
  await target.getByTestId('header').waitFor();
}

/** A new browser context signed in as `email`, for seeing the console as another user. */
async function pageSignedInAs(email: string, password: string): Promise<Page> {
  const other = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
  const otherPage = await other.newPage();
  await signInOn(otherPage, email, password);
  return otherPage;
}

async function tokenFor(email: string, password: string): Promise<{ access_token: string; refresh_token: string }> {
  const { status, body } = await api('/api/auth/login', { body: { email, password } });
  expect(status).toBe(200);
  return body;
}

/** Chooses `option` in the antd Select `testId`, typing it first when the select has a search box. */
async function choose(target: Page, testId: string, option: string, { search = false } = {}) {
  await target.getByTestId(testId).click();
  if (search) await target.keyboard.type(option);
  await target.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

const toast = (target: Page, text: string) => target.locator('.ant-notification-notice', { hasText: text });

/** Closes the toasts, which cover the account menu in the header's corner. */
async function dismissToasts(target: Page) {
  for (const close of await target.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
  await expect.poll(() => target.locator('.ant-notification-notice').count()).toBe(0);
}

async function openAccountEntry(target: Page, testId: string) {
  await dismissToasts(target);
  await target.getByTestId('account-menu').click();
  await target.getByTestId(testId).click();
}

describe('roles and permissions', () => {
  it('creates a role without roles:read: its holder has no Permissões entry, while an admin has it', async () => {
    const { access_token: adminToken } = await tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD);
    const catalog = (await api<PermissionDto[]>('/api/permissions', { token: adminToken })).body;
    const roleName = `Operadores ${unique()}`;

    await signInOn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByTestId('menu-permissions').click();
    await page.waitForURL(server.url + '/permissions');
    const systemCard = page.getByTestId('role-card-admin');
    await systemCard.waitFor();
    expect(await systemCard.innerText()).toContain('Sistema');
    expect(await systemCard.getByTestId('role-edit').count()).toBe(0);
    expect(await systemCard.getByTestId('role-delete').count()).toBe(0);

    await page.getByTestId('role-create').click();
    await page.getByTestId('role-name').fill(roleName);
    await page.getByTestId('role-description').fill('Tudo menos ver funções');
    const selectAll = page.locator('[data-testid^="permission-category-all-"]');
    const categories = await selectAll.count();
    expect(categories).toBe(new Set(catalog.map((p) => p.name.split(':')[0])).size);
    for (let i = 0; i < categories; i++) await selectAll.nth(i).check();
    await page.getByTestId('permission-roles:read').uncheck();
    expect(await page.getByTestId('permission-category-all-roles').isChecked()).toBe(false);
    expect(await page.getByTestId('permission-selected-count').innerText()).toContain(`${catalog.length - 1} de ${catalog.length}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();

    await toast(page, 'Função criada com sucesso').waitFor();
    const card = page.getByTestId(`role-card-${roleName}`);
    await card.waitFor();
    expect(await card.getByTestId('role-permission-count').innerText()).toContain(`${catalog.length - 1} permissões`);

    const roles = (await api<RoleDto[]>('/api/permissions/roles', { token: adminToken })).body;
    const created = roles.find((r) => r.name === roleName)!;
    expect(created.is_system_role).toBe(false);
    expect(created.permissions.map((p) => p.name).sort()).toEqual(catalog.map((p) => p.name).filter((n) => n !== 'roles:read').sort());

    const me = (await api('/api/auth/me', { token: adminToken })).body;
    const holder = await createUser(server.database.db, me.organization_id, { user_type: 'admin' });
    const assigned = await api(`/api/users/${holder.id}`, { method: 'PATCH', token: adminToken, body: { role_id: created.id } });
    expect(assigned.status).toBe(200);
    const orgAdmin = await createUser(server.database.db, me.organization_id, { user_type: 'admin' });

    const holderPage = await pageSignedInAs(holder.email, holder.password);
    await holderPage.getByTestId('side-menu').waitFor();
    expect(await holderPage.getByTestId('menu-audit').count()).toBe(1);
    expect(await holderPage.getByTestId('menu-permissions').count()).toBe(0);
    await holderPage.goto(server.url + '/permissions');
    await holderPage.getByTestId('access-denied').waitFor();
    await holderPage.context().close();

    const adminPage = await pageSignedInAs(orgAdmin.email, orgAdmin.password);
    await adminPage.getByTestId('menu-permissions').click();
    await adminPage.getByTestId(`role-card-${roleName}`).waitFor();
    expect(await adminPage.getByTestId('role-create').count()).toBe(0);
    expect(await adminPage.getByTestId(`role-card-${roleName}`).getByTestId('role-delete').count()).toBe(0);
    await adminPage.getByRole('tab', { name: 'Matriz de permissões' }).click();
    const row = adminPage.getByTestId('matrix-row-roles:read');
    await row.waitFor();
    expect(await row.locator('[aria-label="Concedida"]').count()).toBe(2); // super_admin and admin
    await adminPage.context().close();

    // The role is held, so deleting it is refused with the server's message.
    const refusal = await api(`/api/permissions/roles/${created.id}`, { method: 'DELETE', token: adminToken, headers: { 'accept-language': 'pt-BR' } });
    expect(refusal.status).toBe(409);
    await card.getByTestId('role-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, refusal.body.detail).waitFor();
    expect(await page.getByTestId(`role-card-${roleName}`).count()).toBe(1);
  });

  it('edits and deletes a custom role nobody holds', async () => {
    const { access_token: adminToken } = await tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD);
    const catalog = (await api<PermissionDto[]>('/api/permissions', { token: adminToken })).body;
    const name = `Leitura ${unique()}`;
    const readOnly = catalog.filter((p) => p.name === 'agents:read' || p.name === 'kanban:read').map((p) => p.id);
    const created = await api<RoleDto>('/api/permissions/roles', { token: adminToken, body: { name, description: null, permission_ids: readOnly } });
    expect(created.status).toBe(201);

    await signInOn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(server.url + '/permissions');
    const card = page.getByTestId(`role-card-${name}`);
    await card.getByTestId('role-edit').click();
    expect(await page.getByTestId('permission-agents:read').isChecked()).toBe(true);
    await page.getByTestId('permission-category-all-kanban').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Função atualizada com sucesso').waitFor();
    const kanban = catalog.filter((p) => p.name.startsWith('kanban:')).length;
    await expect.poll(() => card.getByTestId('role-permission-count').innerText()).toContain(`${kanban + 1} permissões`);

    await card.getByTestId('role-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Função excluída com sucesso').waitFor();
    await expect.poll(() => page.getByTestId(`role-card-${name}`).count()).toBe(0);
  });
});

describe('profile', () => {
  it('changes the own password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const org = await createOrganization(server.database.db);
    const member = await createUser(server.database.db, org.id, { user_type: 'user', full_name: 'Marta Souza' });
    const newPassword = 'a-brand-new-password-42';
    const elsewhere = await tokenFor(member.email, member.password);

    await signInOn(page, member.email, member.password);
    await openAccountEntry(page, 'menu-profile');
    await page.waitForURL(server.url + '/profile');
    expect(await page.getByTestId('profile-name').innerText()).toBe('Marta Souza');
    expect(await page.getByTestId('profile-avatar').innerText()).toBe('M');
    expect(await page.getByTestId('profile-user-type').innerText()).toBe('Usuário');
    expect(await page.getByTestId('profile-status').innerText()).toBe('Ativo');
    expect(await page.getByTestId('profile-email').isDisabled()).toBe(true);

    await page.getByTestId('profile-tab-security').click();
    await expect.poll(() => page.locator('[data-testid^="session-row-"]').count()).toBe(2);
    expect(await page.getByTestId('session-row-current').innerText()).toContain('esta sessão');

    await page.getByTestId('current-password').fill(member.password);
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('confirm-password').fill('something-else-entirely');
    await page.getByTestId('change-password-submit').click();
    await page.getByText('As senhas não coincidem').waitFor();

    await page.getByTestId('confirm-password').fill(newPassword);
    await page.getByTestId('change-password-submit').click();
    await toast(page, 'Senha alterada com sucesso').waitFor();
    await expect.poll(() => page.locator('[data-testid^="session-row-"]').count()).toBe(1);
    const refreshElsewhere = await api('/api/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } });
    expect(refreshElsewhere.status).toBe(401);

    await openAccountEntry(page, 'logout');
    await page.waitForURL(/\/login/);
    await signIn(page, member.email, member.password);
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').innerText()).toContain('Email ou senha incorretos');
    await page.getByLabel(/senha|password/i).fill(newPassword);
    await page.getByRole('button', { name: /entrar|sign in/i }).click();
    await page.getByTestId('header').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });

  it('refuses a wrong current password with the server message', async () => {
    const org = await createOrganization(server.database.db);
    const member = await createUser(server.database.db, org.id, { user_type: 'user' });
    await signInOn(page, member.email, member.password);
    await page.goto(server.url + '/profile?tab=security');
    await page.getByTestId('current-password').fill('not-my-password');
    await page.getByTestId('new-password').fill('another-good-password-9');
    await page.getByTestId('confirm-password').fill('another-good-password-9');
    await page.getByTestId('change-password-submit').click();
    await toast(page, 'Erro ao alterar senha').waitFor();
    const fieldError = page.locator('.ant-form-item', { has: page.getByTestId('current-password') }).locator('.ant-form-item-explain-error');
    await fieldError.waitFor();
    expect(await toast(page, await fieldError.innerText()).count()).toBe(1);
  });

  it('signs another session out from the sessions table', async () => {
    const org = await createOrganization(server.database.db);
    const member = await createUser(server.database.db, org.id, { user_type: 'user' });
    const elsewhere = await tokenFor(member.email, member.password);
    await signInOn(page, member.email, member.password);
    await page.goto(server.url + '/profile?tab=security');
    const other = page.getByTestId('session-row-other');
    await other.waitFor();
    await other.getByTestId('session-revoke').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Encerrar' }).click();
    await toast(page, 'Sessão encerrada').waitFor();
    await expect.poll(() => other.count()).toBe(0);
    expect((await api('/api/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } })).status).toBe(401);
  });

  it('saves language, currency and timezone, and the whole console switches at once', async () => {
    const org = await createOrganization(server.database.db);
    const member = await createUser(server.database.db, org.id, { user_type: 'user' });
    await signInOn(page, member.email, member.password);
    await page.goto(server.url + '/profile?tab=preferences');
    await page.getByTestId('preference-timezone').waitFor();
    expect(await page.getByTestId('preference-timezone').innerText()).toMatch(/São Paulo \(GMT-3\)/);

    await choose(page, 'preference-language', 'English');
    await choose(page, 'preference-currency', 'USD');
    await choose(page, 'preference-timezone', 'Tóquio', { search: true });
    await page.getByTestId('preferences-save').click();

    await toast(page, 'Preferences saved').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.getByTestId('profile-tab-personal').innerText()).toBe('Personal info');
    expect(await page.getByTestId('side-menu').innerText()).toContain('Dashboard');
    expect(await page.getByTestId('currency-select').innerText()).toContain('USD');
    expect(await page.getByTestId('preference-timezone').innerText()).toMatch(/Tokyo \(GMT\+9\)/);

    const { access_token } = await tokenFor(member.email, member.password);
    const me = (await api('/api/auth/me', { token: access_token })).body;
    expect(me.preferences).toEqual({ language: 'en-US', currency: 'USD', timezone: 'Asia/Tokyo' });

    await page.reload();
    await expect.poll(() => page.getByTestId('profile-tab-personal').innerText()).toBe('Personal info');
  });
});

describe('audit log', () => {
  it('lists role changes for super admins, filtered by action, with details in the expanded row', async () => {
    const { access_token: adminToken } = await tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD);
    const name = `Auditada ${unique()}`;
    expect((await api('/api/permissions/roles', { token: adminToken, body: { name, permission_ids: [] } })).status).toBe(201);

    await signInOn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByTestId('menu-audit').click();
    await page.waitForURL(/\/audit/);
    await choose(page, 'audit-filter-action', 'Função criada', { search: true });
    await page.getByTestId('audit-filter-apply').click();
    const row = page.locator('[data-testid^="audit-row-"]', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Função criada');
    expect(await row.innerText()).toContain(ADMIN_EMAIL);
    await expect.poll(async () => new Set(await page.getByTestId('audit-action').allInnerTexts())).toEqual(new Set(['Função criada']));
    expect(new URL(page.url()).searchParams.toString()).toContain('role.created');
    await row.locator('.ant-table-row-expand-icon').click();
    await page.locator('[data-testid^="audit-details-"]', { hasText: 'role.created' }).waitFor();
  });

  it('is denied to organization admins', async () => {
    const org = await createOrganization(server.database.db);
    const admin = await createUser(server.database.db, org.id, { user_type: 'admin' });
    await signInOn(page, admin.email, admin.password);
    expect(await page.getByTestId('menu-audit').count()).toBe(0);
    await page.goto(server.url + '/audit');
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('access-denied').innerText()).toContain('super administradores');
  });
});
