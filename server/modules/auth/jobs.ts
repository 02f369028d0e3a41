import { sql } from 'drizzle-orm';
import type { JobDefinition } from '../../core/jobs';
import type { AppContext } from '../../context';

/** Daily: forgets sign-in failure counters whose window ended long ago, and refresh tokens past their session's life. */
export const authCleanupJob = ({ db, config }: AppContext): JobDefinition => ({
  name: 'auth-cleanup',
  cron: '17 3 * * *',
  run: async () => {
    const throttle = await db.execute(sql`DELETE FROM login_throttle WHERE window_started_at < now() - make_interval(secs => ${config.loginThrottleWindowSeconds}) - interval '1 day'`);
    const tokens = await db.execute(sql`DELETE FROM refresh_tokens WHERE family_expires_at < now() - interval '7 days'`);
    return { throttle: throttle.rowCount, refresh_tokens: tokens.rowCount };
  },
});
