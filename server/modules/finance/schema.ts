import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BILL_KINDS } from '../../../contract/constants';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

export const billKind = pgEnum('bill_kind', BILL_KINDS);

/** A bill to pay or to receive, kept by the user who recorded it. Overdue is derived when read, never stored. */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: billKind('kind').notNull(),
    description: text('description').notNull(),
    value_micros: bigint('value_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** When it was marked paid (or received); null while open. */
    settled_at: timestamp('settled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bills_owner_due_idx').on(t.user_id, t.kind, t.due_date),
    check('bills_value_positive', sql`${t.value_micros} > 0`),
    check('bills_currency_known', sql`${t.currency} IN ('BRL', 'USD', 'EUR')`),
  ],
);

export type Bill = typeof bills.$inferSelect;
