import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/common';
import {
  addCreditsBody,
  addCreditsResult,
  adminTransactionsQuery,
  balanceQuery,
  creditBalance,
  creditsSummary,
  creditTransaction,
  exchangeRates as exchangeRatesDto,
  exchangeRatesBody,
  organizationCredit,
  organizationCreditsQuery,
  transactionsQuery,
} from '../../../contract/credits';
import { authOf } from '../../core/auth';
import { convertMicros, loadRates, microsToNumber, toMicros } from '../../core/money';
import { foundOr404, inOrganization } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import { organizations } from '../organizations/schema';
import type { AppContext } from '../../context';
import { accountTotals, listAccounts, listTransactions, toBalanceDto, toTransactionDto } from './queries';
import { creditAccounts, creditTransactions, exchangeRates } from './schema';
import { pageOf } from '../../core/paging';

function ratesDto(rows: (typeof exchangeRates.$inferSelect)[]) {
  const latest = rows.reduce<Date | null>((max, row) => (!max || row.updated_at > max ? row.updated_at : max), null);
  return {
    base: 'USD' as const,
    rates: Object.fromEntries(rows.map((row) => [row.currency, microsToNumber(row.rate_micros)])),
    updated_at: latest?.toISOString() ?? null,
  };
}

export async function creditRoutes(app: FastifyInstance, { db, ledger }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['credits'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

  api.get('/credits/balance', {
    config: { permission: 'credits:read' },
    schema: { tags, summary: "The caller's organization credit balance", querystring: balanceQuery, response: { 200: creditBalance } },
    handler: async (request) => {
      const [account] = await db.select().from(creditAccounts).where(inOrganization(request, creditAccounts.organization_id));
      return toBalanceDto(account, await loadRates(db), request.query.target_currency);
    },
  });

  api.get('/credits/transactions', {
    config: { permission: 'credits:read' },
    schema: { tags, summary: "The caller's organization ledger, newest first (X-Total-Count)", querystring: transactionsQuery, response: { 200: z.array(creditTransaction) } },
    handler: async (request, reply) => {
      const { transaction_type, target_currency } = request.query;
      const where = inOrganization(request, creditTransactions.organization_id, transaction_type ? eq(creditTransactions.transaction_type, transaction_type) : undefined);
      const { rows, total } = await listTransactions(db, await loadRates(db), where, pageOf(request.query, 50, 500), target_currency);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  api.get('/credits/admin/transactions', {
    config: { permission: 'credits:admin' },
    schema: { tags, summary: 'Every organization ledger, newest first (X-Total-Count)', querystring: adminTransactionsQuery, response: { 200: z.array(creditTransaction), ...errors } },
    handler: async (request, reply) => {
      const { organization_id, transaction_type, target_currency } = request.query;
      const filters = [
        organization_id ? eq(creditTransactions.organization_id, organization_id) : undefined,
        transaction_type ? eq(creditTransactions.transaction_type, transaction_type) : undefined,
      ].filter(Boolean);
      const where = filters.length ? sql.join(filters as never, sql` and `) : undefined;
      const { rows, total } = await listTransactions(db, await loadRates(db), where, pageOf(request.query, 20, 500), target_currency);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  api.get('/credits/admin/organizations', {
    config: { permission: 'credits:admin' },
    schema: { tags, summary: "Every organization's credit account (X-Total-Count)", querystring: organizationCreditsQuery, response: { 200: z.array(organizationCredit), ...errors } },
    handler: async (request, reply) => {
      const { q, _sort, _order, target_currency } = request.query;
      const { offset, limit } = pageOf(request.query, 10, 500);
      const [rates, { rows, total }] = await Promise.all([loadRates(db), listAccounts(db, { q, offset, limit, sort: _sort, order: _order })]);
      reply.header('x-total-count', String(total));
      return rows.map(({ account, organization }) => ({
        organization_id: organization.id,
        organization_name: organization.name,
        ...toBalanceDto(account, rates, target_currency),
        is_active: organization.is_active,
      }));
    },
  });

  api.get('/credits/admin/summary', {
    config: { permission: 'credits:admin' },
    schema: { tags, summary: 'Balance, reserved and available over every organization', querystring: balanceQuery, response: { 200: creditsSummary, ...errors } },
    handler: async (request) => {
      const target = request.query.target_currency ?? 'BRL';
      const [rates, totals] = await Promise.all([loadRates(db), accountTotals(db)]);
      let balance = 0n;
      let reserved = 0n;
      let count = 0;
      let currency: string = target;
      for (const row of totals) {
        const into = (micros: string) => convertMicros(BigInt(micros), row.currency, target, rates);
        // Without a rate for the target, the summary stays in the accounts' currency.
        if (into(row.balance) === null) currency = row.currency;
        balance += into(row.balance) ?? BigInt(row.balance);
        reserved += into(row.reserved) ?? BigInt(row.reserved);
        count += row.organizations;
      }
      return {
        balance: microsToNumber(balance),
        reserved_balance: microsToNumber(reserved),
        available_balance: microsToNumber(balance - reserved),
        currency,
        organizations: count,
      };
    },
  });

  api.post('/credits/add', {
    config: { permission: 'credits:admin' },
    schema: { tags, summary: "Add credits to an organization's account (in its currency); audited", body: addCreditsBody, response: { 201: addCreditsResult, ...errors } },
    handler: async (request, reply) => {
      const { organization_id, amount, payment_method, description, notes } = request.body;
      const [organization] = await db.select().from(organizations).where(eq(organizations.id, organization_id));
      foundOr404(organization);
      const transaction = await ledger.addCredits({
        organizationId: organization_id,
        amountMicros: toMicros(amount),
        description,
        paymentMethod: payment_method,
        notes,
        createdBy: authOf(request).user.id,
      });
      const rates = await loadRates(db);
      const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.organization_id, organization_id));
      await auditRequest(
        db,
        request,
        'credits.added',
        { type: 'organization', id: organization.id, label: organization.name },
        { amount, currency: transaction.currency, payment_method: payment_method ?? null, description },
        organization.id,
      );
      return reply.code(201).send({ transaction: toTransactionDto(transaction, organization.name, rates), balance: toBalanceDto(account, rates) });
    },
  });

  api.get('/credits/rates', {
    config: { permission: 'credits:read' },
    schema: { tags, summary: 'Exchange rates against USD used for every conversion', response: { 200: exchangeRatesDto } },
    handler: async () => {
      return ratesDto(await db.select().from(exchangeRates));
    },
  });

  api.put('/credits/rates', {
    config: { permission: 'credits:admin' },
    schema: { tags, summary: 'Set exchange rates (super admins); USD stays 1; audited', body: exchangeRatesBody, response: { 200: exchangeRatesDto, ...errors } },
    handler: async (request) => {
      const userId = authOf(request).user.id;
      const entries = Object.entries(request.body.rates).filter(([code]) => code !== 'USD') as [string, number][];
      await db.transaction(async (tx) => {
        for (const [currency, rate] of entries) {
          await tx
            .insert(exchangeRates)
            .values({ currency, rate_micros: toMicros(rate), updated_by: userId })
            .onConflictDoUpdate({ target: exchangeRates.currency, set: { rate_micros: toMicros(rate), updated_by: userId, updated_at: sql`now()` } });
        }
      });
      await auditRequest(db, request, 'credits.rates_updated', null, { rates: Object.fromEntries(entries) }, null);
      return ratesDto(await db.select().from(exchangeRates));
    },
  });
}
