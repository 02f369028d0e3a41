import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { displayIn, type Rates } from '../../core/money';
import { organizations } from '../organizations/schema';
import { creditAccounts, creditTransactions } from './schema';
import { containing } from '../../core/text-search';

/** A page of ledger rows, newest first, with amounts shown in `target` where a rate allows. */
export async function listTransactions(db: Database, rates: Rates, where: SQL | undefined, page: { offset: number; limit: number }, target?: string) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ transaction: creditTransactions, organization_name: organizations.name })
      .from(creditTransactions)
      .innerJoin(organizations, eq(organizations.id, creditTransactions.organization_id))
      .where(where)
      .orderBy(desc(creditTransactions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(creditTransactions).where(where),
  ]);
  return { rows: rows.map(({ transaction, organization_name }) => toTransactionDto(transaction, organization_name, rates, target)), total };
}

export function toTransactionDto(row: typeof creditTransactions.$inferSelect, organizationName: string, rates: Rates, target?: string) {
  const shown = displayIn(rates, row.currency, target);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    transaction_type: row.transaction_type,
    description: row.description,
    amount: shown.amount(row.amount_micros),
    balance_after: shown.amount(row.balance_after_micros),
    currency: shown.currency,
    payment_method: row.payment_method,
    organization_id: row.organization_id,
    organization_name: organizationName,
    resource_usage_id: row.resource_usage_id,
  };
}

export function toBalanceDto(account: { balance_micros: bigint; reserved_micros: bigint; currency: string } | undefined, rates: Rates, target?: string) {
  const balance = account?.balance_micros ?? 0n;
  const reserved = account?.reserved_micros ?? 0n;
  const shown = displayIn(rates, account?.currency ?? 'BRL', target);
  return {
    balance: shown.amount(balance),
    reserved_balance: shown.amount(reserved),
    available_balance: shown.amount(balance - reserved),
    currency: shown.currency,
  };
}

const ACCOUNT_SORT = {
  organization_name: organizations.name,
  balance: creditAccounts.balance_micros,
  reserved_balance: creditAccounts.reserved_micros,
  available_balance: sql`${creditAccounts.balance_micros} - ${creditAccounts.reserved_micros}`,
};

/** Every organization's account for the super admins' list. */
export async function listAccounts(
  db: Database,
  query: { q?: string; offset: number; limit: number; sort?: keyof typeof ACCOUNT_SORT; order?: string },
) {
  const text = containing(query.q);
  const where = text ? ilike(organizations.name, text) : undefined;
  const direction = query.order?.toLowerCase() === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ account: creditAccounts, organization: organizations })
      .from(creditAccounts)
      .innerJoin(organizations, eq(organizations.id, creditAccounts.organization_id))
      .where(where)
      .orderBy(direction(ACCOUNT_SORT[query.sort ?? 'organization_name']), asc(organizations.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(creditAccounts).innerJoin(organizations, eq(organizations.id, creditAccounts.organization_id)).where(and(where)),
  ]);
  return { rows, total };
}

/** Sums of every account per currency (accounts may be kept in different currencies). */
export function accountTotals(db: Database) {
  return db
    .select({
      currency: creditAccounts.currency,
      balance: sql<string>`coalesce(sum(${creditAccounts.balance_micros}), 0)::text`,
      reserved: sql<string>`coalesce(sum(${creditAccounts.reserved_micros}), 0)::text`,
      organizations: count(),
    })
    .from(creditAccounts)
    .groupBy(creditAccounts.currency);
}
