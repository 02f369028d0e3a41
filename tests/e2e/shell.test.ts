import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
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

async function signInAsAdmin() {
  await page.goto(server.url + '/login');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(server.url + '/');
  await page.getByTestId('header').waitFor();
}

describe('signing in', () => {
  it('shows the shell after signing in, with the welcome message', async () => {
    await signInAsAdmin();
    await expect.poll(() => page.getByText('Bem-vindo de volta!').count()).toBeGreaterThan(0);
    await page.getByTestId('sider').waitFor();
    await page.getByTestId('header').waitFor();
    expect(await page.getByTestId('side-menu').getByText('Dashboard').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('dashboard-status').innerText()).toContain('Ativo');
    await page.getByTestId('credit-badge').waitFor();
    await page.getByTestId('account-menu').click();
    expect(await page.getByTestId('account-email').innerText()).toBe(ADMIN_EMAIL);
    expect(await page.getByTestId('account-user-type').innerText()).toBe('Super Admin');
  });

  it('says "Email ou senha incorretos" on a wrong password and stays on /login', async () => {
    await page.goto(server.url + '/login');
    await signIn(page, ADMIN_EMAIL, 'not-the-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('Email ou senha incorretos');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('asks for the required fields before calling the server', async () => {
    await page.goto(server.url + '/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Este campo é obrigatório').count()).toBe(2);
  });

  it('sends a deep link to /login and back to it after signing in', async () => {
    await page.goto(server.url + '/commands');
    await page.waitForURL(/\/login\?to=/);
    expect(new URL(page.url()).searchParams.get('to')).toBe('/commands');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(server.url + '/commands');
    await page.getByTestId('in-development').waitFor();
  });
});

describe('the shell', () => {
  it('switches language and every text follows, and the choice persists', async () => {
    await signInAsAdmin();
    const status = page.getByTestId('dashboard-status');
    expect(await status.innerText()).toContain('Ativo');
    await page.getByTestId('language-select').click();
    await page.getByText('🇺🇸 English').click();
    await expect.poll(() => status.innerText()).toContain('Active');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await page.reload();
    await expect.poll(() => page.getByTestId('dashboard-status').innerText()).toContain('Active');
  });

  it('switches between light, dark and system themes, system following the OS live', async () => {
    await signInAsAdmin();
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout-header')!).backgroundColor);
    const light = await background();
    await page.getByTestId('theme-mode-dark').click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    const dark = await background();
    expect(dark).not.toBe(light);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('theme-mode-system').click();
    await expect.poll(background).toBe(light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe(dark);
    await page.reload();
    await expect.poll(background).toBe(dark);
  });

  it('collapses the side menu from 280 to 88 pixels and back', async () => {
    await signInAsAdmin();
    const width = () => page.getByTestId('sider').evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBe(280);
    await page.getByTestId('sider-collapse').click();
    await expect.poll(width).toBe(88);
    await page.getByTestId('sider-collapse').click();
    await expect.poll(width).toBe(280);
  });

  it('uses a 260 pixel drawer on narrow screens', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInAsAdmin();
    expect(await page.getByTestId('sider').count()).toBe(0);
    await page.getByTestId('menu-drawer-toggle').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(260);
  });

  it('opens the system chat panel, not configured, 400×600', async () => {
    await signInAsAdmin();
    await page.getByTestId('system-chat-toggle').click();
    const panel = page.getByTestId('system-chat-panel');
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect([box?.width, box?.height]).toEqual([400, 600]);
    expect(await panel.innerText()).toContain('Agente do Sistema Não Configurado');
    expect(await page.getByTestId('system-chat-input').isDisabled()).toBe(true);
    await page.getByTestId('system-chat-close').click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('logs out to /login, and protected pages then ask to sign in again', async () => {
    await signInAsAdmin();
    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login/);
    await page.goto(server.url + '/');
    await page.waitForURL(/\/login/);
  });

  it("labels administrators 'Admin' and other members 'user'", async () => {
    const org = await createOrganization(server.database.db);
    const member = await createUser(server.database.db, org.id, { user_type: 'user' });
    await page.goto(server.url + '/login');
    await signIn(page, member.email, member.password);
    await page.waitForURL(server.url + '/');
    expect(await page.getByTestId('role-badge').innerText()).toBe('user');
    await page.getByTestId('account-menu').click();
    expect(await page.getByTestId('account-user-type').innerText()).toBe('Usuário');
  });
});
