import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILL_KINDS } from '../../../contract/constants';
import { errorBody, idParam } from '../../../contract/common';
import { bill, billCreateBody, billListQuery, billUpdateBody, financeDashboard as dashboardSchema, financeDashboardQuery } from '../../../contract/finance';
import { authOf } from '../../core/auth';
import { dayIn } from '../../core/days';
import { badRequest, conflict } from '../../core/errors';
import { loadRates, toMicros } from '../../core/money';
import { foundOr404 } from '../../core/tenancy';
import type { AppContext } from '../../context';
import { financeDashboard, listConditions, ownBills, toBillDto, type BillKind } from './queries';
import { bills } from './schema';
import { pageOf } from '../../core/paging';

const SETTLE_ACTION: Record<BillKind, string> = { 'to-pay': 'mark-paid', 'to-receive': 'mark-received' };
const ALREADY_SETTLED: Record<BillKind, string> = { 'to-pay': 'bill_already_paid', 'to-receive': 'bill_already_received' };

/**
 * Personal finance: each user's bills to pay and to receive, and a summary. Overdue is derived at read
 * time from the due date and today in the user's timezone, so it is always right and needs no job.
 */
export async function financeRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody };
  const today = (request: FastifyRequest) => dayIn(authOf(request).user.timezone, config.now());

  api.get('/finance/dashboard', {
    config: { permission: 'finance:read' },
    schema: { tags, summary: "The caller's open bills summed and converted, with the next 30 days per day", querystring: financeDashboardQuery, response: { 200: dashboardSchema, 409: errorBody } },
    handler: async (request) => {
      const target = request.query.target_currency ?? authOf(request).user.currency;
      return financeDashboard(db, request, today(request), await loadRates(db), target);
    },
  });

  for (const kind of BILL_KINDS) {
    const path = `/finance/bills-${kind}`;
    const own = async (request: FastifyRequest, id: number) => foundOr404((await db.select().from(bills).where(ownBills(request, kind, eq(bills.id, id))))[0]);

    api.get(path, {
      config: { permission: 'finance:read' },
      schema: { tags, summary: `The caller's bills ${kind}, by due date (X-Total-Count)`, querystring: billListQuery, response: { 200: z.array(bill) } },
      handler: async (request, reply) => {
        const page = pageOf(request.query, 10);
        const day = today(request);
        const where = ownBills(request, kind, ...listConditions(request.query, day));
        const [rows, [{ total }]] = await Promise.all([
          db.select().from(bills).where(where).orderBy(asc(bills.due_date), asc(bills.id)).offset(page.offset).limit(page.limit),
          db.select({ total: count() }).from(bills).where(where),
        ]);
        reply.header('x-total-count', String(total));
        return rows.map((row) => toBillDto(row, day));
      },
    });

    api.post(path, {
      config: { permission: 'finance:create' },
      schema: { tags, summary: `Record a bill ${kind}`, body: billCreateBody, response: { 201: bill, ...errors } },
      handler: async (request, reply) => {
        const { user } = authOf(request);
        const { value, notes, ...fields } = request.body;
        const [created] = await db
          .insert(bills)
          .values({ ...fields, kind, user_id: user.id, organization_id: user.organization_id, value_micros: toMicros(value), notes: notes || null })
          .returning();
        reply.code(201);
        return toBillDto(created, today(request));
      },
    });

    api.patch(`${path}/:id`, {
      config: { permission: 'finance:update' },
      schema: { tags, summary: `Edit a bill ${kind}`, params: idParam, body: billUpdateBody, response: { 200: bill, ...errors } },
      handler: async (request) => {
        await own(request, request.params.id);
        const { value, notes, ...fields } = request.body;
        if (Object.keys(request.body).length === 0) throw badRequest('nothing_to_update');
        const [updated] = await db
          .update(bills)
          .set({ ...fields, ...(value !== undefined && { value_micros: toMicros(value) }), ...(notes !== undefined && { notes: notes || null }), updated_at: sql`now()` })
          .where(eq(bills.id, request.params.id))
          .returning();
        return toBillDto(updated, today(request));
      },
    });

    api.post(`${path}/:id/${SETTLE_ACTION[kind]}`, {
      config: { permission: 'finance:update' },
      schema: { tags, summary: kind === 'to-pay' ? 'Mark a bill as paid' : 'Mark a bill as received', params: idParam, response: { 200: bill, 409: errorBody, ...errors } },
      handler: async (request) => {
        await own(request, request.params.id);
        const [settled] = await db
          .update(bills)
          .set({ settled_at: sql`now()`, updated_at: sql`now()` })
          .where(and(eq(bills.id, request.params.id), isNull(bills.settled_at)))
          .returning();
        if (!settled) throw conflict(ALREADY_SETTLED[kind]);
        return toBillDto(settled, today(request));
      },
    });

    api.delete(`${path}/:id`, {
      config: { permission: 'finance:delete' },
      schema: { tags, summary: `Delete a bill ${kind}`, params: idParam, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        const [deleted] = await db.delete(bills).where(ownBills(request, kind, eq(bills.id, request.params.id))).returning({ id: bills.id });
        foundOr404(deleted);
        return reply.code(204).send(null);
      },
    });
  }
}
