import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from './server';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Fills the login form and submits it, as a person would. */
export async function signIn(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/senha|password/i).fill(password);
  if (options.remember) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /entrar|sign in/i }).click();
}

/**
 * The usual frame of a browser test file: a server and Chromium started once, and a fresh pt-BR
 * context and page for every test.
 */
export function useBrowserSuite() {
  const suite = {} as { server: TestServer; browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  beforeEach(async () => {
    suite.context = await suite.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
    suite.page = await suite.context.newPage();
  });
  afterEach(() => suite.context.close());
  return suite;
}
