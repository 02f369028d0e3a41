import { eq, sql } from 'drizzle-orm';
import type { ApiTokenResolver } from '../../core/auth';
import { tooManyRequests } from '../../core/errors';
import { sha256 } from '../../core/secrets';
import type { Database } from '../../db/client';
import type { WatchedCache } from '../../core/watched-cache';
import { apiTokens, type ApiToken } from './schema';

/**
 * Finds the active, unexpired token with this value (by its hash, kept in memory until it changes),
 * records its use at most once a minute, and limits each token to `perMinute` calls (429 past it;
 * counted per instance).
 */
export function createApiTokenResolver(db: Database, kept: WatchedCache<string, ApiToken>, perMinute: number): ApiTokenResolver {
  const windows = new Map<number, { startedAt: number; count: number }>();
  return async (value) => {
    const hash = sha256(value);
    const row = await kept.get(hash, async () => (await db.select().from(apiTokens).where(eq(apiTokens.token_hash, hash)))[0]);
    if (!row || !row.is_active || row.created_by === null || (row.expires_at && row.expires_at <= new Date())) return null;

    const now = Date.now();
    const window = windows.get(row.id);
    if (!window || now - window.startedAt >= 60_000) {
      windows.set(row.id, { startedAt: now, count: 1 });
      // Once per window: last_used_at moves at most once a minute, and most calls write nothing.
      void db.update(apiTokens).set({ last_used_at: sql`now()` }).where(eq(apiTokens.id, row.id)).catch(() => {});
    } else if (++window.count > perMinute) {
      throw tooManyRequests(Math.ceil((window.startedAt + 60_000 - now) / 1000));
    }
    return { userId: row.created_by, grant: { id: row.id, agentId: row.agent_id, isAdmin: row.is_admin_token, monthlyLimitMicros: row.monthly_limit_micros } };
  };
}
