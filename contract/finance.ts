import { z } from 'zod';
import { BILL_CURRENCIES, BILL_MIN_VALUE, CURRENCIES, day, decimal, paging } from './common';

const billStatus = z.enum(['pending', 'overdue', 'paid', 'received']);

/** A bill to pay or to receive; `status` is derived when read: settled, else overdue when due before today (the user's timezone), else pending. */
export const bill = z.object({
  id: z.number().int(),
  description: z.string(),
  value: z.number(),
  currency: z.enum(BILL_CURRENCIES),
  due_date: z.string(),
  status: billStatus,
  notes: z.string().nullable(),
  /** When it was marked paid (or received). */
  settled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const billCreateBody = z.object({
  description: z.string().trim().min(1, { message: 'bill_description_required' }).max(500),
  value: decimal(2, { min: BILL_MIN_VALUE, minMessage: 'bill_value_min' }),
  currency: z.enum(BILL_CURRENCIES, { message: 'bill_currency_invalid' }),
  due_date: day,
  notes: z.string().trim().max(2000).optional().nullable(),
});

export const billUpdateBody = billCreateBody.partial().strict();

export const billListQuery = z.object({
  status: billStatus.optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  q: z.string().trim().max(200).optional(),
  ...paging,
});

export const financeDashboardQuery = z.object({ target_currency: z.enum(CURRENCIES).optional() });

/**
 * GET /finance/dashboard: open bills (not yet paid or received) converted into `currency`. Overdue and
 * upcoming figures are of bills to pay; `upcoming` is one entry per day with bills in the next 30 days.
 */
export const financeDashboard = z.object({
  currency: z.string(),
  total_to_pay: z.number(),
  total_to_receive: z.number(),
  balance: z.number(),
  overdue_count: z.number().int(),
  overdue_amount: z.number(),
  upcoming_7days_count: z.number().int(),
  upcoming_7days_amount: z.number(),
  upcoming: z.array(z.object({ date: z.string(), to_pay: z.number(), to_receive: z.number() })),
});

export type BillDto = z.infer<typeof bill>;
export type FinanceDashboard = z.infer<typeof financeDashboard>;
