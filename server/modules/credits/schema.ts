import { bigint, bigserial, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TRANSACTION_TYPES } from '../../../contract/constants';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

/**
 * One credit account per organization. Amounts are integer micro-units (1e-6) of `currency`.
 * `balance_micros` always equals the sum of the organization's ledger; `reserved_micros` is held by
 * acts in progress, and available (balance − reserved) never goes below zero.
 */
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
  (t) => [
    check('credit_accounts_reserved_nonnegative', sql`${t.reserved_micros} >= 0`),
    check('credit_accounts_available_nonnegative', sql`${t.balance_micros} - ${t.reserved_micros} >= 0`),
  ],
);

export const transactionType = pgEnum('credit_transaction_type', TRANSACTION_TYPES);

/** The append-only ledger: a trigger refuses updates and deletes. `amount_micros` is signed. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    transaction_type: transactionType('transaction_type').notNull(),
    amount_micros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    balance_after_micros: bigint('balance_after_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    payment_method: text('payment_method'),
    notes: text('notes'),
    resource_usage_id: bigint('resource_usage_id', { mode: 'number' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_transactions_organization_idx').on(t.organization_id, t.id.desc()),
    index('credit_transactions_usage_idx').on(t.resource_usage_id),
  ],
);

/** Display rates against USD (micro-units per 1 USD); super admins change them. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate_micros: bigint('rate_micros', { mode: 'bigint' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type CreditTransaction = typeof creditTransactions.$inferSelect;
