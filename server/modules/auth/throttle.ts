import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../core/errors';

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters of failed sign-ins per email and per IP, kept in PostgreSQL so every
 * instance sees the same counts.
 */
export function createLoginThrottle(db: Database, limits: ThrottleLimits) {
  const keys = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });

  return {
    /** Throws 429 with Retry-After when either counter is exhausted within its window. */
    async assertAllowed(email: string, ip: string) {
      const k = keys(email, ip);
      const { rows } = await db.execute<{ key: string; failures: number; retry_after: number }>(sql`
        SELECT key, failures,
               ceil(extract(epoch FROM window_started_at + make_interval(secs => ${limits.windowSeconds}) - now()))::int AS retry_after
          FROM login_throttle
         WHERE key IN (${k.email}, ${k.ip})
           AND window_started_at > now() - make_interval(secs => ${limits.windowSeconds})`);
      for (const row of rows) {
        const max = row.key === k.email ? limits.maxFailuresPerEmail : limits.maxFailuresPerIp;
        if (row.failures >= max) throw tooManyRequests(Math.max(1, row.retry_after));
      }
    },

    async recordFailure(email: string, ip: string) {
      const k = keys(email, ip);
      await db.execute(sql`
        INSERT INTO login_throttle (key, failures, window_started_at)
        VALUES (${k.email}, 1, now()), (${k.ip}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN login_throttle.window_started_at <= now() - make_interval(secs => ${limits.windowSeconds})
                          THEN 1 ELSE login_throttle.failures + 1 END,
          window_started_at = CASE WHEN login_throttle.window_started_at <= now() - make_interval(secs => ${limits.windowSeconds})
                          THEN now() ELSE login_throttle.window_started_at END`);
    },

    async recordSuccess(email: string) {
      await db.execute(sql`DELETE FROM login_throttle WHERE key = ${keys(email, '').email}`);
    },
  };
}
