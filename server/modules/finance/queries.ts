import { and, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FINANCE_CHART_DAYS, FINANCE_UPCOMING_DAYS, type BILL_KINDS } from '../../../contract/constants';
import type { BillDto, billListQuery } from '../../../contract/finance';
import { authOf } from '../../core/auth';
import { addDays } from '../../core/days';
import { conflict } from '../../core/errors';
import { convertMicros, microsToNumber, type Rates } from '../../core/money';
import { containing } from '../../core/text-search';
import type { Database } from '../../db/client';
import { bills, type Bill } from './schema';

export type BillKind = (typeof BILL_KINDS)[number];
type ListQuery = z.infer<typeof billListQuery>;

/** The caller's own bills of one kind: nobody else's, in no other organization. */
export function ownBills(request: FastifyRequest, kind: BillKind, ...conditions: (SQL | undefined)[]) {
  const { user } = authOf(request);
  return and(eq(bills.user_id, user.id), eq(bills.organization_id, user.organization_id), eq(bills.kind, kind), ...conditions);
}

/** Settled, else overdue when due before `today`, else pending. */
export function statusOf(bill: Pick<Bill, 'kind' | 'settled_at' | 'due_date'>, today: string): BillDto['status'] {
  if (bill.settled_at) return bill.kind === 'to-pay' ? 'paid' : 'received';
  return bill.due_date < today ? 'overdue' : 'pending';
}

function statusCondition(status: ListQuery['status'], today: string): SQL | undefined {
  switch (status) {
    case 'paid':
    case 'received':
      return isNotNull(bills.settled_at);
    case 'overdue':
      return and(isNull(bills.settled_at), lt(bills.due_date, today));
    case 'pending':
      return and(isNull(bills.settled_at), gte(bills.due_date, today));
    default:
      return undefined;
  }
}

export function listConditions(query: ListQuery, today: string): (SQL | undefined)[] {
  const text = containing(query.q);
  return [
    statusCondition(query.status, today),
    query.start_date ? gte(bills.due_date, query.start_date) : undefined,
    query.end_date ? lte(bills.due_date, query.end_date) : undefined,
    text ? sql`${bills.description} ILIKE ${text}` : undefined,
  ];
}

export const toBillDto = (bill: Bill, today: string): BillDto => ({
  id: bill.id,
  description: bill.description,
  value: microsToNumber(bill.value_micros),
  currency: bill.currency as BillDto['currency'],
  due_date: bill.due_date,
  status: statusOf(bill, today),
  notes: bill.notes,
  settled_at: bill.settled_at?.toISOString() ?? null,
  created_at: bill.created_at.toISOString(),
  updated_at: bill.updated_at.toISOString(),
});

interface SumRow extends Record<string, unknown> {
  kind: BillKind;
  currency: string;
  open: string;
  overdue_count: number;
  overdue: string;
  upcoming_count: number;
  upcoming: string;
}

interface DayRow extends Record<string, unknown> {
  day: string;
  kind: BillKind;
  currency: string;
  total: string;
}

/**
 * The open bills of the caller, summed per kind and currency in the database and converted in exact
 * integer arithmetic (a sum per currency is converted once, not each bill). Overdue and upcoming are bills to pay.
 */
export async function financeDashboard(db: Database, request: FastifyRequest, today: string, rates: Rates, target: string) {
  const { user } = authOf(request);
  const open = sql`${bills.user_id} = ${user.id} AND ${bills.organization_id} = ${user.organization_id} AND ${bills.settled_at} IS NULL`;
  const upcomingEnd = addDays(today, FINANCE_UPCOMING_DAYS);
  const chartEnd = addDays(today, FINANCE_CHART_DAYS);
  const [sums, days] = await Promise.all([
    db.execute<SumRow>(sql`
      SELECT kind, currency, sum(value_micros)::text AS open,
        count(*) FILTER (WHERE due_date < ${today})::int AS overdue_count,
        coalesce(sum(value_micros) FILTER (WHERE due_date < ${today}), 0)::text AS overdue,
        count(*) FILTER (WHERE due_date >= ${today} AND due_date < ${upcomingEnd})::int AS upcoming_count,
        coalesce(sum(value_micros) FILTER (WHERE due_date >= ${today} AND due_date < ${upcomingEnd}), 0)::text AS upcoming
      FROM bills WHERE ${open}
      GROUP BY kind, currency`),
    db.execute<DayRow>(sql`
      SELECT due_date::text AS day, kind, currency, sum(value_micros)::text AS total
      FROM bills WHERE ${open} AND due_date >= ${today} AND due_date < ${chartEnd}
      GROUP BY due_date, kind, currency ORDER BY due_date`),
  ]);
  const convert = (micros: string, currency: string) => {
    const converted = convertMicros(BigInt(micros), currency, target, rates);
    if (converted === null) throw conflict('missing_exchange_rate', { currency: target });
    return converted;
  };
  const totals = { toPay: 0n, toReceive: 0n, overdue: 0n, overdueCount: 0, upcoming: 0n, upcomingCount: 0 };
  for (const row of sums.rows) {
    if (row.kind === 'to-receive') {
      totals.toReceive += convert(row.open, row.currency);
      continue;
    }
    totals.toPay += convert(row.open, row.currency);
    totals.overdue += convert(row.overdue, row.currency);
    totals.overdueCount += row.overdue_count;
    totals.upcoming += convert(row.upcoming, row.currency);
    totals.upcomingCount += row.upcoming_count;
  }
  const byDay = new Map<string, { toPay: bigint; toReceive: bigint }>();
  for (const row of days.rows) {
    const entry = byDay.get(row.day) ?? { toPay: 0n, toReceive: 0n };
    if (row.kind === 'to-pay') entry.toPay += convert(row.total, row.currency);
    else entry.toReceive += convert(row.total, row.currency);
    byDay.set(row.day, entry);
  }
  return {
    currency: target,
    total_to_pay: microsToNumber(totals.toPay),
    total_to_receive: microsToNumber(totals.toReceive),
    balance: microsToNumber(totals.toReceive - totals.toPay),
    overdue_count: totals.overdueCount,
    overdue_amount: microsToNumber(totals.overdue),
    upcoming_7days_count: totals.upcomingCount,
    upcoming_7days_amount: microsToNumber(totals.upcoming),
    upcoming: [...byDay].map(([date, sum]) => ({ date, to_pay: microsToNumber(sum.toPay), to_receive: microsToNumber(sum.toReceive) })),
  };
}
