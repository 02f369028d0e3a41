import type { Config } from './config';
import type { Database } from './db/client';
import type pg from 'pg';
import type { JwtService } from './core/jwt';
import type { CallerCache } from './core/caller-cache';
import type { AuthService } from './modules/auth/service';
import type { Ledger } from './core/ledger';
import type { SecretBox } from './core/secret-box';

/** What every domain module receives when it is registered. */
export interface AppContext {
  config: Config;
  db: Database;
  pool: pg.Pool;
  jwt: JwtService;
  /** In-memory caller rows; call `forget(userId)` after changing a user, for this instance at once. */
  callers: CallerCache;
  authService: AuthService;
  /** Every billable act reserves, settles or releases through here. */
  ledger: Ledger;
  /** Encrypts the secrets stored in the database (provider API keys and the like). */
  secretBox: SecretBox;
}
