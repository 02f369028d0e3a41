import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // Access tokens that expire within seconds, so the test sees them expire during use.
  server = await startTestServer({ accessTokenTtlSeconds: 3 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('session handling', () => {
  it('refreshes an access token that expired during use without the user noticing', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const calls: { path: string; status: number }[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, status: res.status() });
    });
    await page.goto(server.url + '/login');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(server.url + '/');
    await page.getByTestId('credit-badge').waitFor();

    await page.waitForTimeout(3500); // the access token is now expired
    calls.length = 0;
    // Using the console: picking another currency reloads the balance.
    await page.getByTestId('currency-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'USD' }).first().click();
    await expect.poll(() => calls.some((c) => c.path === '/api/credits/balance' && c.status === 200), { timeout: 5000 }).toBe(true);

    expect(calls.filter((c) => c.path === '/api/credits/balance').map((c) => c.status)).toEqual([401, 200]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh').map((c) => c.status)).toEqual([200]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('login-error').count()).toBe(0);
    await context.close();
  });

  it("with 'remember me', a new tab starts from the remembered refresh token alone", async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url + '/login');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, { remember: true });
    await page.waitForURL(server.url + '/');

    const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    const localTokens = Object.entries(stored.local).filter(([, v]) => /^[A-Za-z0-9_-]{43}$/.test(v) || v.startsWith('eyJ'));
    expect(localTokens).toHaveLength(1); // only the refresh token, never the access token
    expect(localTokens[0][1].startsWith('eyJ')).toBe(false);

    const second = await context.newPage(); // shares localStorage, not sessionStorage
    await second.goto(server.url + '/');
    await second.getByTestId('dashboard-status').waitFor();
    expect(new URL(second.url()).pathname).toBe('/');
    await context.close();
  });

  it('without remember me, nothing is kept in local storage and a new tab must sign in', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url + '/login');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(server.url + '/');
    const local = await page.evaluate(() => Object.values(localStorage));
    expect(local.some((v) => /^[A-Za-z0-9_-]{43}$/.test(v) || v.startsWith('eyJ'))).toBe(false);
    const second = await context.newPage();
    await second.goto(server.url + '/');
    await second.waitForURL(/\/login/);
    await context.close();
  });
});
