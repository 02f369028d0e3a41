import { z } from 'zod';
import { CURRENCIES, PAYMENT_METHODS, TRANSACTION_TYPES, decimal, id, idText, paging } from './common';

export const balanceQuery = z.object({ target_currency: z.enum(CURRENCIES).optional() });

/** Amounts are in `currency`: the requested target currency, or the account's own when no rate converts to it. */
export const creditBalance = z.object({
  balance: z.number(),
  reserved_balance: z.number(),
  available_balance: z.number(),
  currency: z.string(),
});
export type CreditBalance = z.infer<typeof creditBalance>;

/** One row of the append-only ledger; `amount` is signed (credits and refunds positive, debits negative). */
export const creditTransaction = z.object({
  id: z.number().int(),
  created_at: z.string(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  description: z.string().nullable(),
  amount: z.number(),
  balance_after: z.number(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  resource_usage_id: z.number().int().nullable(),
});
export type CreditTransactionDto = z.infer<typeof creditTransaction>;

/** GET /credits/transactions: the caller's organization, newest first; `limit` or _start/_end. */
export const transactionsQuery = z.object({
  ...paging,
  limit: z.coerce.number().int().min(1).max(500).optional(),
  transaction_type: z.enum(TRANSACTION_TYPES).optional(),
  target_currency: z.enum(CURRENCIES).optional(),
});

/** GET /credits/admin/transactions: every organization's ledger (super admins), optionally one organization's. */
export const adminTransactionsQuery = transactionsQuery.extend({ organization_id: idText.optional() });

export const addCreditsBody = z.object({
  organization_id: id,
  amount: decimal(2, { min: 0, exclusiveMin: true, max: 100_000_000 }),
  payment_method: z.enum(PAYMENT_METHODS).optional().nullable(),
  description: z.string().trim().min(1).max(500),
  notes: z.string().trim().max(2000).optional().nullable(),
});

export const addCreditsResult = z.object({ transaction: creditTransaction, balance: creditBalance });

/** A credit account as the super admins' list shows it. */
export const organizationCredit = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  balance: z.number(),
  reserved_balance: z.number(),
  available_balance: z.number(),
  currency: z.string(),
  is_active: z.boolean(),
});
export type OrganizationCreditDto = z.infer<typeof organizationCredit>;

export const organizationCreditsQuery = z.object({
  ...paging,
  q: z.string().max(200).optional(),
  _sort: z.enum(['organization_name', 'balance', 'available_balance', 'reserved_balance']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  target_currency: z.enum(CURRENCIES).optional(),
});

/** Totals over every organization, converted into one currency. */
export const creditsSummary = creditBalance.extend({ organizations: z.number().int() });

/** Exchange rates against USD (USD is always 1). */
export const exchangeRates = z.object({
  base: z.literal('USD'),
  rates: z.record(z.string(), z.number()),
  updated_at: z.string().nullable(),
});
export type ExchangeRatesDto = z.infer<typeof exchangeRates>;

const rate = decimal(6, { min: 0, exclusiveMin: true, max: 1_000_000 });
/** PUT /credits/rates: super admins set the rate of each currency; USD stays 1. */
export const exchangeRatesBody = z.object({
  rates: z
    .partialRecord(z.enum(CURRENCIES), rate)
    .refine((rates) => rates.USD === undefined || rates.USD === 1, { message: 'usd_rate_fixed' }),
});
