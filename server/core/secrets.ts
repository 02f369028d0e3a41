import crypto, { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The master secret: APP_SECRET_KEY when set (required when several instances share a database),
 * otherwise 32 random bytes generated once into the data folder.
 */
export function loadMasterSecret(appSecretKey: string | undefined, dataDir: string): Buffer {
  if (appSecretKey) return Buffer.from(appSecretKey, 'utf8');
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Derives an independent 256-bit key for one purpose (jwt, encryption, …) from the master secret. */
export function deriveKey(master: Buffer, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', master, 'agent-console', purpose, 32));
}

/** Node 20.12+ hashes in one call, without a Hash object: on every API call that is measurably cheaper. */
const hashOnce = (crypto as { hash?: typeof crypto.hash }).hash;
export const sha256 = (value: string) => (hashOnce ? hashOnce('sha256', value, 'hex') : createHash('sha256').update(value).digest('hex'));

/** An opaque token with `bytes` random bytes, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
