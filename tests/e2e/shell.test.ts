import { describe, expect, it } from 'vitest';
import { signIn, useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

describe('signing in', () => {
  it('shows the shell after signing in, with the welcome message', async () => {
    await suite.signInAs();
    await expect.poll(() => suite.page.getByText('Bem-vindo de volta!').count()).toBeGreaterThan(0);
    await suite.page.getByTestId('sider').waitFor();
    await suite.page.getByTestId('header').waitFor();
    expect(await suite.page.getByTestId('side-menu').getByText('Dashboard').count()).toBeGreaterThan(0);
    expect(await suite.page.getByTestId('dashboard-status').innerText()).toContain('Ativo');
    await suite.page.getByTestId('credit-badge').waitFor();
    await suite.page.getByTestId('account-menu').click();
    expect(await suite.page.getByTestId('account-email').innerText()).toBe(ADMIN_EMAIL);
    expect(await suite.page.getByTestId('account-user-type').innerText()).toBe('Super Admin');
  });

  it('says "Email ou senha incorretos" on a wrong password and stays on /login', async () => {
    await suite.page.goto(suite.server.url + '/login');
    await signIn(suite.page, ADMIN_EMAIL, 'not-the-password');
    const error = suite.page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('Email ou senha incorretos');
    expect(new URL(suite.page.url()).pathname).toBe('/login');
  });

  it('asks for the required fields before calling the server', async () => {
    await suite.page.goto(suite.server.url + '/login');
    await suite.page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => suite.page.getByText('Este campo é obrigatório').count()).toBe(2);
  });

  it('sends a deep link to /login and back to it after signing in', async () => {
    await suite.page.goto(suite.server.url + '/commands');
    await suite.page.waitForURL(/\/login\?to=/);
    expect(new URL(suite.page.url()).searchParams.get('to')).toBe('/commands');
    await signIn(suite.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await suite.page.waitForURL(suite.server.url + '/commands');
    await suite.page.getByTestId('in-development').waitFor();
  });
});

describe('the shell', () => {
  it('switches language and every text follows, and the choice persists', async () => {
    await suite.signInAs();
    const status = suite.page.getByTestId('dashboard-status');
    expect(await status.innerText()).toContain('Ativo');
    await suite.page.getByTestId('language-select').click();
    await suite.page.getByText('🇺🇸 English').click();
    await expect.poll(() => status.innerText()).toContain('Active');
    expect(await suite.page.locator('html').getAttribute('lang')).toBe('en-US');
    await suite.page.reload();
    await expect.poll(() => suite.page.getByTestId('dashboard-status').innerText()).toContain('Active');
  });

  it('switches between light, dark and system themes, system following the OS live', async () => {
    await suite.signInAs();
    const background = () => suite.page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout-header')!).backgroundColor);
    const light = await background();
    await suite.page.getByTestId('theme-mode-dark').click();
    await expect.poll(() => suite.page.locator('html').getAttribute('data-theme')).toBe('dark');
    const dark = await background();
    expect(dark).not.toBe(light);

    await suite.page.emulateMedia({ colorScheme: 'light' });
    await suite.page.getByTestId('theme-mode-system').click();
    await expect.poll(background).toBe(light);
    await suite.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe(dark);
    await suite.page.reload();
    await expect.poll(background).toBe(dark);
  });

  it('collapses the side menu from 280 to 88 pixels and back', async () => {
    await suite.signInAs();
    const width = () => suite.page.getByTestId('sider').evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBe(280);
    await suite.page.getByTestId('sider-collapse').click();
    await expect.poll(width).toBe(88);
    await suite.page.getByTestId('sider-collapse').click();
    await expect.poll(width).toBe(280);
  });

  it('uses a 260 pixel drawer on narrow screens', async () => {
    await suite.page.setViewportSize({ width: 800, height: 900 });
    await suite.signInAs();
    expect(await suite.page.getByTestId('sider').count()).toBe(0);
    await suite.page.getByTestId('menu-drawer-toggle').click();
    const drawer = suite.page.locator('.ant-drawer-content-wrapper');
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(260);
  });

  it('opens the system chat panel, not configured, 400×600', async () => {
    await suite.signInAs();
    await suite.page.getByTestId('system-chat-toggle').click();
    const panel = suite.page.getByTestId('system-chat-panel');
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect([box?.width, box?.height]).toEqual([400, 600]);
    expect(await panel.innerText()).toContain('Agente do Sistema Não Configurado');
    expect(await suite.page.getByTestId('system-chat-input').isDisabled()).toBe(true);
    await suite.page.getByTestId('system-chat-close').click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('logs out to /login, and protected pages then ask to sign in again', async () => {
    await suite.signInAs();
    await suite.page.getByTestId('account-menu').click();
    await suite.page.getByTestId('logout').click();
    await suite.page.waitForURL(/\/login/);
    await suite.page.goto(suite.server.url + '/');
    await suite.page.waitForURL(/\/login/);
  });

  it("labels administrators 'Admin' and other members 'user'", async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { user_type: 'user' });
    await suite.page.goto(suite.server.url + '/login');
    await signIn(suite.page, member.email, member.password);
    await suite.page.waitForURL(suite.server.url + '/');
    expect(await suite.page.getByTestId('role-badge').innerText()).toBe('user');
    await suite.page.getByTestId('account-menu').click();
    expect(await suite.page.getByTestId('account-user-type').innerText()).toBe('Usuário');
  });
});
