import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { call, signInApi, type CallOptions, type CallResult } from './http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './server';

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
export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Signs in on the login page (the super admin by default) and waits for the shell. */
  signInAs(email?: string, password?: string): Promise<void>;
  /** An access token for calls made around the browser (set-up, checks). */
  tokenOf(email?: string, password?: string): Promise<string>;
  /** One API call to the test server: `api('/api/modules', { token })`. */
  api<T = any>(path: string, options?: CallOptions): Promise<CallResult<T>>;
}

export function useBrowserSuite(): BrowserSuite {
  const suite = {
    async signInAs(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      await suite.page.goto(suite.server.url + '/login');
      await signIn(suite.page, email, password);
      await suite.page.waitForURL(suite.server.url + '/');
      await suite.page.getByTestId('header').waitFor();
    },
    async tokenOf(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      return (await signInApi(suite.server.url, email, password)).access_token;
    },
    api: (path: string, options?: CallOptions) => call(suite.server.url, path, options),
  } as BrowserSuite;
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
