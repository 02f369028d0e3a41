import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { pricingCreateBody, pricingListQuery, pricingUpdateBody, resourcePricing as pricingDto } from '../../../contract/resources';
import { badRequest } from '../../core/errors';
import { microsToNumber, toMicros } from '../../core/money';
import { isForeignKeyViolation } from '../../core/pg-errors';
import { foundOr404 } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import type { AppContext } from '../../context';
import { resourcePricing, resourceTypes } from './schema';
import { pageOf } from '../../core/paging';

type Row = { pricing: typeof resourcePricing.$inferSelect; type: { name: string; slug: string; billing_model: (typeof resourceTypes.$inferSelect)['billing_model'] } };

const toDto = ({ pricing, type }: Row) => ({
  id: pricing.id,
  resource_type_id: pricing.resource_type_id,
  resource_type: type,
  plan_type: pricing.plan_type,
  unit_price: microsToNumber(pricing.unit_price_micros),
  currency: pricing.currency,
  effective_from: pricing.effective_from.toISOString(),
  created_at: pricing.created_at.toISOString(),
});

const selectPricing = (db: AppContext['db']) =>
  db
    .select({ pricing: resourcePricing, type: { name: resourceTypes.name, slug: resourceTypes.slug, billing_model: resourceTypes.billing_model } })
    .from(resourcePricing)
    .innerJoin(resourceTypes, eq(resourceTypes.id, resourcePricing.resource_type_id));

/** Unit prices per plan; the price in force is the latest effective one for the plan, else the default (ledger). */
export async function pricingRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const unknownType = (error: unknown) => (isForeignKeyViolation(error) ? badRequest('resource_type_not_found') : error);
  const one = async (id: number) => toDto(foundOr404((await selectPricing(db).where(eq(resourcePricing.id, id)))[0]));

  api.get('/resources/pricing', {
    config: { permission: 'resources:read' },
    schema: { tags, summary: 'Prices, newest first within each resource (X-Total-Count)', querystring: pricingListQuery, response: { 200: z.array(pricingDto) } },
    handler: async (request, reply) => {
      const { resource_type_id, plan_type } = request.query;
      const page = pageOf(request.query, 100, 500);
      const where = and(
        resource_type_id ? eq(resourcePricing.resource_type_id, resource_type_id) : undefined,
        plan_type === 'default' ? isNull(resourcePricing.plan_type) : plan_type ? eq(resourcePricing.plan_type, plan_type) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        selectPricing(db)
          .where(where)
          .orderBy(asc(resourceTypes.name), sql`${resourcePricing.plan_type} NULLS FIRST`, desc(resourcePricing.effective_from), desc(resourcePricing.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(resourcePricing).where(where),
      ]);
      reply.header('x-total-count', String(total));
      return rows.map(toDto);
    },
  });

  api.post('/resources/pricing', {
    config: { permission: 'resources:create' },
    schema: { tags, summary: 'Add a price (plan empty for the default price; in force from effective_from, default now)', body: pricingCreateBody, response: { 201: pricingDto, ...errors } },
    handler: async (request, reply) => {
      const { resource_type_id, plan_type, unit_price, currency, effective_from } = request.body;
      const [row] = await db
        .insert(resourcePricing)
        .values({
          resource_type_id,
          plan_type: plan_type ?? null,
          unit_price_micros: toMicros(unit_price),
          currency,
          ...(effective_from ? { effective_from: new Date(effective_from) } : {}),
        })
        .returning()
        .catch((error) => Promise.reject(unknownType(error)));
      await auditRequest(db, request, 'pricing.created', { type: 'resource_pricing', id: row.id }, { resource_type_id, plan_type: plan_type ?? null, unit_price, currency }, null);
      return reply.code(201).send(await one(row.id));
    },
  });

  api.patch('/resources/pricing/:id', {
    config: { permission: 'resources:update' },
    schema: { tags, summary: 'Edit a price', params: idParam, body: pricingUpdateBody, response: { 200: pricingDto, ...errors } },
    handler: async (request) => {
      const { unit_price, effective_from, ...fields } = request.body;
      const [row] = await db
        .update(resourcePricing)
        .set({
          ...fields,
          ...(unit_price !== undefined ? { unit_price_micros: toMicros(unit_price) } : {}),
          ...(effective_from ? { effective_from: new Date(effective_from) } : {}),
        })
        .where(eq(resourcePricing.id, request.params.id))
        .returning()
        .catch((error) => Promise.reject(unknownType(error)));
      foundOr404(row);
      await auditRequest(db, request, 'pricing.updated', { type: 'resource_pricing', id: row.id }, { ...request.body }, null);
      return one(row.id);
    },
  });

  api.delete('/resources/pricing/:id', {
    config: { permission: 'resources:update' },
    schema: { tags, summary: 'Delete a price', params: idParam, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const [row] = await db.delete(resourcePricing).where(eq(resourcePricing.id, request.params.id)).returning();
      foundOr404(row);
      await auditRequest(db, request, 'pricing.deleted', { type: 'resource_pricing', id: row.id }, {}, null);
      return reply.code(204).send(null);
    },
  });
}
