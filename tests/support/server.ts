import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { call, signInApi, type CallOptions } from './http';
import { buildApp } from '../../server/app';
import { bootstrapFirstAdmin } from '../../server/bootstrap';
import { loadConfig, type Config } from '../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../server/db/client';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct-horse-battery';

export interface TestServer {
  url: string;
  config: Config;
  database: DatabaseHandle;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** Creates a fresh database cloned from the migrated template. */
async function createDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await maintenance.connect();
  await maintenance.query(`CREATE DATABASE ${name} TEMPLATE ac_template`);
  await maintenance.end();
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

/**
 * A real server on loopback over a real PostgreSQL database of its own (or the `databaseUrl` given, to run
 * several instances on one database), with the first super admin created.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const databaseUrl = overrides.databaseUrl ?? (await createDatabase());
  const config: Config = {
    ...loadConfig({}),
    databaseUrl,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'agent-console-data-')),
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    appSecretKey: 'test-secret-key-with-enough-entropy-0123456789',
    trustProxy: true,
    // Jobs run when a test asks (app.jobs.runNow), never on the clock.
    jobs: 'manual',
    ...overrides,
  };
  const database = connectDatabase(databaseUrl, 5);
  await bootstrapFirstAdmin(database.db, config);
  const app = await buildApp({ config, database, logger: process.env.TEST_LOG === "1" });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The usual frame of an API test file: a server started before its tests and closed after them, the
 * super admin's access token, and `api` to call it.
 */
export function useTestServer(overrides: Partial<Config> = {}) {
  const suite = {} as { server: TestServer; root: string };
  beforeAll(async () => {
    suite.server = await startTestServer(overrides);
    suite.root = (await signInApi(suite.server.url, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  });
  afterAll(() => suite.server?.close());
  const api = <T = any>(path: string, options?: CallOptions) => call<T>(suite.server.url, path, options);
  return { suite, api };
}
