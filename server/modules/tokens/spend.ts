import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What each token has spent this calendar month (UTC), in the organization's credit currency
 * (micro-units): completed acts, plus the reservations of acts still running.
 */
export async function monthSpend(db: Pick<Database, 'execute'>, tokenIds: number[]): Promise<Map<number, bigint>> {
  if (tokenIds.length === 0) return new Map();
  const { rows } = await db.execute<{ api_token_id: number; spent: string }>(sql`
    SELECT api_token_id,
           (coalesce(sum(total_cost_micros) FILTER (WHERE status = 'completed'), 0)
          + coalesce(sum(reserved_micros) FILTER (WHERE status = 'reserved'), 0))::text AS spent
    FROM resource_usage
    WHERE api_token_id = ANY(${sql.param(tokenIds)}::int[]) AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    GROUP BY api_token_id`);
  return new Map(rows.map((row) => [row.api_token_id, BigInt(row.spent)]));
}
