import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_CURRENCY, errorBody, idParam } from '../../../contract/common';
import { resourceUsage as usageDto, usageFilters, usageListQuery, usageReport as usageReportDto } from '../../../contract/resources';
import { authOf } from '../../core/auth';
import { loadRates } from '../../core/money';
import { foundOr404 } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import type { AppContext } from '../../context';
import { usageWhere } from './usage-filters';
import { listUsage, usageCsv, usageReport } from './usage-queries';
import { resourceUsage } from './schema';
import { pageOf } from '../../core/paging';

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);

/** What the organization (or, for platform operators, the platform) consumed. */
export async function usageRoutes(app: FastifyInstance, { db, ledger }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];

  api.get('/resources/usage', {
    config: { permission: 'usage:read' },
    schema: { tags, summary: 'Usage rows, newest first (X-Total-Count)', querystring: usageListQuery, response: { 200: z.array(usageDto), 400: errorBody } },
    handler: async (request, reply) => {
      const { target_currency } = request.query;
      const page = pageOf(request.query, 10, 500);
      const { rows, total } = await listUsage(db, usageWhere(request, request.query), page, await loadRates(db), target_currency);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  api.get('/resources/usage/report', {
    config: { permission: 'usage:read' },
    schema: { tags, summary: 'Totals and cost by resource, day and organization', querystring: usageFilters, response: { 200: usageReportDto, 400: errorBody } },
    handler: async (request) => {
      const { user } = authOf(request);
      const target = request.query.target_currency ?? user.currency ?? DEFAULT_CURRENCY;
      return usageReport(db, usageWhere(request, request.query), user.timezone, await loadRates(db), target);
    },
  });

  api.get('/resources/usage/export', {
    config: { permission: 'usage:export' },
    schema: { tags, summary: 'The usage rows as a streamed CSV file resource_usage_{timestamp}.csv', querystring: usageFilters, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const where = usageWhere(request, request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="resource_usage_${stamp(new Date())}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(usageCsv(db, where)));
    },
  });

  api.post('/resources/usage/:id/refund', {
    config: { permission: 'credits:admin' },
    schema: { tags, summary: 'Give back what a completed act cost (super admins); audited', params: idParam, response: { 200: usageDto, 403: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request) => {
      const [exists] = await db.select({ id: resourceUsage.id }).from(resourceUsage).where(eq(resourceUsage.id, request.params.id));
      foundOr404(exists);
      const refunded = await ledger.refund(request.params.id, { userId: authOf(request).user.id });
      await auditRequest(db, request, 'usage.refunded', { type: 'resource_usage', id: refunded.id }, { amount_micros: String(refunded.total_cost_micros) }, refunded.organization_id);
      const { rows } = await listUsage(db, sql`u.id = ${refunded.id}`, { offset: 0, limit: 1 }, await loadRates(db));
      return rows[0];
    },
  });
}
