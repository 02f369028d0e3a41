import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PermissionDto, RoleDto } from '../../contract/roles';
import { signIn, useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { call, type CallOptions } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();
const api = <T = any>(path: string, options?: CallOptions) => call<T>(suite.server.url, path, options);

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

async function signInOn(target: Page, email: string, password: string) {
  await target.goto(suite.server.url + '/login');
  await signIn(target, email, password);
  await target.waitForURL(suite.server.url + '/');
  await target.getByTestId('header').waitFor();
}

/** A new browser context signed in as `email`, for seeing the console as another user. */
async function pageSignedInAs(email: string, password: string): Promise<Page> {
  const other = await suite.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
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

    await signInOn(suite.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await suite.page.getByTestId('menu-permissions').click();
    await suite.page.waitForURL(suite.server.url + '/permissions');
    const systemCard = suite.page.getByTestId('role-card-admin');
    await systemCard.waitFor();
    expect(await systemCard.innerText()).toContain('Sistema');
    expect(await systemCard.getByTestId('role-edit').count()).toBe(0);
    expect(await systemCard.getByTestId('role-delete').count()).toBe(0);

    await suite.page.getByTestId('role-create').click();
    await suite.page.getByTestId('role-name').fill(roleName);
    await suite.page.getByTestId('role-description').fill('Tudo menos ver funções');
    const selectAll = suite.page.locator('[data-testid^="permission-category-all-"]');
    const categories = await selectAll.count();
    expect(categories).toBe(new Set(catalog.map((p) => p.name.split(':')[0])).size);
    for (let i = 0; i < categories; i++) await selectAll.nth(i).check();
    await suite.page.getByTestId('permission-roles:read').uncheck();
    expect(await suite.page.getByTestId('permission-category-all-roles').isChecked()).toBe(false);
    expect(await suite.page.getByTestId('permission-selected-count').innerText()).toContain(`${catalog.length - 1} de ${catalog.length}`);
    await suite.page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();

    await toast(suite.page, 'Função criada com sucesso').waitFor();
    const card = suite.page.getByTestId(`role-card-${roleName}`);
    await card.waitFor();
    expect(await card.getByTestId('role-permission-count').innerText()).toContain(`${catalog.length - 1} permissões`);

    const roles = (await api<RoleDto[]>('/api/permissions/roles', { token: adminToken })).body;
    const created = roles.find((r) => r.name === roleName)!;
    expect(created.is_system_role).toBe(false);
    expect(created.permissions.map((p) => p.name).sort()).toEqual(catalog.map((p) => p.name).filter((n) => n !== 'roles:read').sort());

    const me = (await api('/api/auth/me', { token: adminToken })).body;
    const holder = await createUser(suite.server.database.db, me.organization_id, { user_type: 'admin' });
    const assigned = await api(`/api/users/${holder.id}`, { method: 'PATCH', token: adminToken, body: { role_id: created.id } });
    expect(assigned.status).toBe(200);
    const orgAdmin = await createUser(suite.server.database.db, me.organization_id, { user_type: 'admin' });

    const holderPage = await pageSignedInAs(holder.email, holder.password);
    await holderPage.getByTestId('side-menu').waitFor();
    expect(await holderPage.getByTestId('menu-audit').count()).toBe(1);
    expect(await holderPage.getByTestId('menu-permissions').count()).toBe(0);
    await holderPage.goto(suite.server.url + '/permissions');
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
    await suite.page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
    await toast(suite.page, refusal.body.detail).waitFor();
    expect(await suite.page.getByTestId(`role-card-${roleName}`).count()).toBe(1);
  });

  it('edits and deletes a custom role nobody holds', async () => {
    const { access_token: adminToken } = await tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD);
    const catalog = (await api<PermissionDto[]>('/api/permissions', { token: adminToken })).body;
    const name = `Leitura ${unique()}`;
    const readOnly = catalog.filter((p) => p.name === 'agents:read' || p.name === 'kanban:read').map((p) => p.id);
    const created = await api<RoleDto>('/api/permissions/roles', { token: adminToken, body: { name, description: null, permission_ids: readOnly } });
    expect(created.status).toBe(201);

    await signInOn(suite.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await suite.page.goto(suite.server.url + '/permissions');
    const card = suite.page.getByTestId(`role-card-${name}`);
    await card.getByTestId('role-edit').click();
    expect(await suite.page.getByTestId('permission-agents:read').isChecked()).toBe(true);
    await suite.page.getByTestId('permission-category-all-kanban').check();
    await suite.page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await toast(suite.page, 'Função atualizada com sucesso').waitFor();
    const kanban = catalog.filter((p) => p.name.startsWith('kanban:')).length;
    await expect.poll(() => card.getByTestId('role-permission-count').innerText()).toContain(`${kanban + 1} permissões`);

    await card.getByTestId('role-delete').click();
    await suite.page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
    await toast(suite.page, 'Função excluída com sucesso').waitFor();
    await expect.poll(() => suite.page.getByTestId(`role-card-${name}`).count()).toBe(0);
  });
});

describe('profile', () => {
  it('changes the own password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { user_type: 'user', full_name: 'Marta Souza' });
    const newPassword = 'a-brand-new-password-42';
    const elsewhere = await tokenFor(member.email, member.password);

    await signInOn(suite.page, member.email, member.password);
    await openAccountEntry(suite.page, 'menu-profile');
    await suite.page.waitForURL(suite.server.url + '/profile');
    expect(await suite.page.getByTestId('profile-name').innerText()).toBe('Marta Souza');
    expect(await suite.page.getByTestId('profile-avatar').innerText()).toBe('M');
    expect(await suite.page.getByTestId('profile-user-type').innerText()).toBe('Usuário');
    expect(await suite.page.getByTestId('profile-status').innerText()).toBe('Ativo');
    expect(await suite.page.getByTestId('profile-email').isDisabled()).toBe(true);

    await suite.page.getByTestId('profile-tab-security').click();
    await expect.poll(() => suite.page.locator('[data-testid^="session-row-"]').count()).toBe(2);
    expect(await suite.page.getByTestId('session-row-current').innerText()).toContain('esta sessão');

    await suite.page.getByTestId('current-password').fill(member.password);
    await suite.page.getByTestId('new-password').fill(newPassword);
    await suite.page.getByTestId('confirm-password').fill('something-else-entirely');
    await suite.page.getByTestId('change-password-submit').click();
    await suite.page.getByText('As senhas não coincidem').waitFor();

    await suite.page.getByTestId('confirm-password').fill(newPassword);
    await suite.page.getByTestId('change-password-submit').click();
    await toast(suite.page, 'Senha alterada com sucesso').waitFor();
    await expect.poll(() => suite.page.locator('[data-testid^="session-row-"]').count()).toBe(1);
    const refreshElsewhere = await api('/api/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } });
    expect(refreshElsewhere.status).toBe(401);

    await openAccountEntry(suite.page, 'logout');
    await suite.page.waitForURL(/\/login/);
    await signIn(suite.page, member.email, member.password);
    await suite.page.getByTestId('login-error').waitFor();
    expect(await suite.page.getByTestId('login-error').innerText()).toContain('Email ou senha incorretos');
    await suite.page.getByLabel(/senha|password/i).fill(newPassword);
    await suite.page.getByRole('button', { name: /entrar|sign in/i }).click();
    await suite.page.getByTestId('header').waitFor();
    expect(new URL(suite.page.url()).pathname).not.toBe('/login');
  });

  it('refuses a wrong current password with the server message', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { user_type: 'user' });
    await signInOn(suite.page, member.email, member.password);
    await suite.page.goto(suite.server.url + '/profile?tab=security');
    await suite.page.getByTestId('current-password').fill('not-my-password');
    await suite.page.getByTestId('new-password').fill('another-good-password-9');
    await suite.page.getByTestId('confirm-password').fill('another-good-password-9');
    await suite.page.getByTestId('change-password-submit').click();
    await toast(suite.page, 'Erro ao alterar senha').waitFor();
    const fieldError = suite.page.locator('.ant-form-item', { has: suite.page.getByTestId('current-password') }).locator('.ant-form-item-explain-error');
    await fieldError.waitFor();
    expect(await toast(suite.page, await fieldError.innerText()).count()).toBe(1);
  });

  it('signs another session out from the sessions table', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { user_type: 'user' });
    const elsewhere = await tokenFor(member.email, member.password);
    await signInOn(suite.page, member.email, member.password);
    await suite.page.goto(suite.server.url + '/profile?tab=security');
    const other = suite.page.getByTestId('session-row-other');
    await other.waitFor();
    await other.getByTestId('session-revoke').click();
    await suite.page.locator('.ant-popconfirm').getByRole('button', { name: 'Encerrar' }).click();
    await toast(suite.page, 'Sessão encerrada').waitFor();
    await expect.poll(() => other.count()).toBe(0);
    expect((await api('/api/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } })).status).toBe(401);
  });

  it('saves language, currency and timezone, and the whole console switches at once', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { user_type: 'user' });
    await signInOn(suite.page, member.email, member.password);
    await suite.page.goto(suite.server.url + '/profile?tab=preferences');
    await suite.page.getByTestId('preference-timezone').waitFor();
    expect(await suite.page.getByTestId('preference-timezone').innerText()).toMatch(/São Paulo \(GMT-3\)/);

    await choose(suite.page, 'preference-language', 'English');
    await choose(suite.page, 'preference-currency', 'USD');
    await choose(suite.page, 'preference-timezone', 'Tóquio', { search: true });
    await suite.page.getByTestId('preferences-save').click();

    await toast(suite.page, 'Preferences saved').waitFor();
    expect(await suite.page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await suite.page.getByTestId('profile-tab-personal').innerText()).toBe('Personal info');
    expect(await suite.page.getByTestId('side-menu').innerText()).toContain('Dashboard');
    expect(await suite.page.getByTestId('currency-select').innerText()).toContain('USD');
    expect(await suite.page.getByTestId('preference-timezone').innerText()).toMatch(/Tokyo \(GMT\+9\)/);

    const { access_token } = await tokenFor(member.email, member.password);
    const me = (await api('/api/auth/me', { token: access_token })).body;
    expect(me.preferences).toEqual({ language: 'en-US', currency: 'USD', timezone: 'Asia/Tokyo' });

    await suite.page.reload();
    await expect.poll(() => suite.page.getByTestId('profile-tab-personal').innerText()).toBe('Personal info');
  });
});

describe('audit log', () => {
  it('lists role changes for super admins, filtered by action, with details in the expanded row', async () => {
    const { access_token: adminToken } = await tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD);
    const name = `Auditada ${unique()}`;
    expect((await api('/api/permissions/roles', { token: adminToken, body: { name, permission_ids: [] } })).status).toBe(201);

    await signInOn(suite.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await suite.page.getByTestId('menu-audit').click();
    await suite.page.waitForURL(/\/audit/);
    await choose(suite.page, 'audit-filter-action', 'Função criada', { search: true });
    await suite.page.getByTestId('audit-filter-apply').click();
    const row = suite.page.locator('[data-testid^="audit-row-"]', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Função criada');
    expect(await row.innerText()).toContain(ADMIN_EMAIL);
    await expect.poll(async () => new Set(await suite.page.getByTestId('audit-action').allInnerTexts())).toEqual(new Set(['Função criada']));
    expect(new URL(suite.page.url()).searchParams.toString()).toContain('role.created');
    await row.locator('.ant-table-row-expand-icon').click();
    await suite.page.locator('[data-testid^="audit-details-"]', { hasText: 'role.created' }).waitFor();
  });

  it('is denied to organization admins', async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    await signInOn(suite.page, admin.email, admin.password);
    expect(await suite.page.getByTestId('menu-audit').count()).toBe(0);
    await suite.page.goto(suite.server.url + '/audit');
    await suite.page.getByTestId('access-denied').waitFor();
    expect(await suite.page.getByTestId('access-denied').innerText()).toContain('super administradores');
  });
});
