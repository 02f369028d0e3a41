import type { Config } from './config';
import type { Database } from './db/client';
import type pg from 'pg';
import type { JwtService } from './core/jwt';
import type { CallerCache } from './core/caller-cache';
import type { AuthService } from './modules/auth/service';
import type { Ledger } from './core/ledger';
import type { SecretBox } from './core/secret-box';
import type { WatchedCache } from './core/watched-cache';
import type { Agent } from './modules/agents/schema';
import type { Provider } from './modules/providers/schema';
import type { ApiToken } from './modules/tokens/schema';

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
  /** In-memory copies for the chat path, dropped on every change (`forget` after changing one, for this instance at once). */
  kept: {
    /** API tokens by the SHA-256 of their value. */
    apiTokens: WatchedCache<string, ApiToken>;
    /** Agents with their provider, by agent id. */
    chatAgents: WatchedCache<number, { agent: Agent; provider: Provider | null }>;
  };
}
