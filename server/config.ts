import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  adminOrganization: string;
  appSecretKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginMaxFailuresPerEmail: number;
  loginMaxFailuresPerIp: number;
  loginThrottleWindowSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  /** Recurring jobs (module billing, clean-ups): scheduled, run only when asked (tests), or off (API-only replicas). */
  jobs: 'scheduled' | 'manual' | 'off';
  /** Calls each API token may make per minute (429 past it). */
  apiTokenRateLimitPerMinute: number;
  /** How long a chat waits for its provider's answer (504 past it). */
  providerTimeoutMs: number;
  uiDir: string;
  projectRoot: string;
  /** The wall clock (tests set it to cross day boundaries). */
  now: () => Date;
}

/** The folder holding package.json, found from this file both in source and in the built bundle. */
export function findProjectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + from);
    dir = parent;
  }
  return dir;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const projectRoot = findProjectRoot();
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(projectRoot, 'data')),
    embeddedPgPort: env.EMBEDDED_PG_PORT ? int(env, 'EMBEDDED_PG_PORT', 0) : undefined,
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminOrganization: env.ADMIN_ORGANIZATION || 'Agent Console',
    appSecretKey: env.APP_SECRET_KEY || undefined,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    loginMaxFailuresPerEmail: int(env, 'LOGIN_MAX_FAILURES_PER_EMAIL', 5),
    loginMaxFailuresPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 50),
    loginThrottleWindowSeconds: int(env, 'LOGIN_THROTTLE_WINDOW', 15 * 60),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    apiTokenRateLimitPerMinute: int(env, 'API_TOKEN_RATE_LIMIT', 60),
    providerTimeoutMs: int(env, 'PROVIDER_TIMEOUT_MS', 120_000),
    jobs: env.JOBS === 'off' || env.JOBS === 'manual' ? env.JOBS : 'scheduled',
    uiDir: path.join(projectRoot, 'dist', 'ui'),
    projectRoot,
    now: () => new Date(),
  };
}
