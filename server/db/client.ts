import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /**
   * A few connections that commit asynchronously, for the ledger's per-chat metering only (see
   * createLedger): a statement there does not wait for the disk before releasing its row locks.
   */
  metering: Database;
  close(): Promise<void>;
}

// bigint columns come back as strings by default; counts and sums we read through drizzle's typed columns.
export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  const meteringPool = new pg.Pool({ connectionString: url, max: 4, options: '-c synchronous_commit=off' });
  // an idle client's error must not crash the process; the next query reports it
  for (const each of [pool, meteringPool]) each.on('error', () => {});
  return {
    db: drizzle(pool, { schema }),
    pool,
    metering: drizzle(meteringPool, { schema }),
    close: async () => {
      await Promise.all([pool.end(), meteringPool.end()]);
    },
  };
}
