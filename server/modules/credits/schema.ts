import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from '../organizations/schema';

/** One credit account per organization. Amounts are integer micro-units (1e-6). */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    organization_id: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    balance_micros: bigint('balance_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    reserved_micros: bigint('reserved_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull().default('BRL'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_reserved_nonnegative', sql`${t.reserved_micros} >= 0`)],
);
