import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { resourceType, resourceTypeCreateBody, resourceTypeListQuery, resourceTypeUpdateBody } from '../../../contract/resources';
import { conflict } from '../../core/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import { foundOr404 } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import type { AppContext } from '../../context';
import { resourceTypes, type ResourceType } from './schema';
import { containing } from '../../core/text-search';
import { pageOf } from '../../core/paging';

const toDto = (row: ResourceType) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  category: row.category,
  billing_model: row.billing_model,
  is_active: row.is_active,
  custom_metadata: row.custom_metadata,
  created_at: row.created_at.toISOString(),
});


/** Resource types: what can be billed (platform-wide; super admins edit them). */
export async function resourceTypeRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const slugTaken = (error: unknown) => (isUniqueViolation(error) ? conflict('resource_slug_taken') : error);

  api.get('/resources/types', {
    config: { permission: 'resources:read' },
    schema: { tags, summary: 'Resource types (X-Total-Count)', querystring: resourceTypeListQuery, response: { 200: z.array(resourceType) } },
    handler: async (request, reply) => {
      const { q, category, is_active } = request.query;
      const page = pageOf(request.query, 100, 500);
      const text = containing(q);
      const where = and(
        text ? or(ilike(resourceTypes.name, text), ilike(resourceTypes.slug, text)) : undefined,
        category ? eq(resourceTypes.category, category) : undefined,
        is_active ? eq(resourceTypes.is_active, is_active === 'true') : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(resourceTypes).where(where).orderBy(asc(resourceTypes.name), asc(resourceTypes.id)).offset(page.offset).limit(page.limit),
        db.select({ total: count() }).from(resourceTypes).where(where),
      ]);
      reply.header('x-total-count', String(total));
      return rows.map(toDto);
    },
  });

  api.get('/resources/types/:id', {
    config: { permission: 'resources:read' },
    schema: { tags, summary: 'One resource type', params: idParam, response: { 200: resourceType, 404: errorBody } },
    handler: async (request) => {
      const [row] = await db.select().from(resourceTypes).where(eq(resourceTypes.id, request.params.id));
      return toDto(foundOr404(row));
    },
  });

  api.post('/resources/types', {
    config: { permission: 'resources:create' },
    schema: { tags, summary: 'Create a resource type (slug unique; custom_metadata a JSON object or its text)', body: resourceTypeCreateBody, response: { 201: resourceType, ...errors } },
    handler: async (request, reply) => {
      const { custom_metadata, ...fields } = request.body;
      const [row] = await db
        .insert(resourceTypes)
        .values({ ...fields, custom_metadata: custom_metadata ?? {} })
        .returning()
        .catch((error) => Promise.reject(slugTaken(error)));
      await auditRequest(db, request, 'resource_type.created', { type: 'resource_type', id: row.id, label: row.name }, { slug: row.slug }, null);
      return reply.code(201).send(toDto(row));
    },
  });

  api.patch('/resources/types/:id', {
    config: { permission: 'resources:update' },
    schema: { tags, summary: 'Edit a resource type', params: idParam, body: resourceTypeUpdateBody, response: { 200: resourceType, ...errors } },
    handler: async (request) => {
      const { custom_metadata, ...fields } = request.body;
      const changes = { ...fields, ...(custom_metadata !== undefined ? { custom_metadata: custom_metadata ?? {} } : {}) };
      const [row] = await db
        .update(resourceTypes)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(resourceTypes.id, request.params.id))
        .returning()
        .catch((error) => Promise.reject(slugTaken(error)));
      const updated = foundOr404(row);
      await auditRequest(db, request, 'resource_type.updated', { type: 'resource_type', id: updated.id, label: updated.name }, { fields: Object.keys(changes) }, null);
      return toDto(updated);
    },
  });

  api.delete('/resources/types/:id', {
    config: { permission: 'resources:update' },
    schema: { tags, summary: 'Delete a resource type that has no prices, usage or modules', params: idParam, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const [row] = await db
        .delete(resourceTypes)
        .where(eq(resourceTypes.id, request.params.id))
        .returning()
        .catch((error) => Promise.reject(isForeignKeyViolation(error) ? conflict('resource_type_in_use') : error));
      const deleted = foundOr404(row);
      await auditRequest(db, request, 'resource_type.deleted', { type: 'resource_type', id: deleted.id, label: deleted.name }, {}, null);
      return reply.code(204).send(null);
    },
  });
}
