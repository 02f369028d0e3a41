import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// bigint columns come back as strings by default; counts and sums we read through drizzle's typed columns.
export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle client's error must not crash the process; the next query reports it
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
