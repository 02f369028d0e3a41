import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { organization, organizationCreateBody, organizationListQuery, organizationUpdateBody } from '../../../contract/organizations';
import { slugify } from './slug';
import { organizationMemberRoutes } from './members-routes';
import { replicateSystemAgent } from '../agents/system-agent';
import { authOf } from '../../core/auth';
import { badRequest, conflict, forbidden } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { foundOr404, inOrganization, inReach } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import { creditAccounts } from '../credits/schema';
import type { AppContext } from '../../context';
import { organizations, type Organization } from './schema';
import { pageOf } from '../../core/paging';
import { containing } from '../../core/text-search';

const toDto = (row: Organization) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  plan_type: row.plan_type,
  is_active: row.is_active,
  suspended_at: row.suspended_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export async function organizationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(organizationMemberRoutes, ctx);
  const tags = ['organizations'];

  api.get('/organizations', {
    config: { permission: 'organizations:read' },
    schema: { tags, summary: 'Every organization (platform administrators)', querystring: organizationListQuery, response: { 200: z.array(organization), 403: errorBody } },
    handler: async (request, reply) => {
      const page = pageOf(request.query, 100, 500);
      const text = containing(request.query.q);
      const where = text ? or(ilike(organizations.name, text), ilike(organizations.slug, text)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(organizations).where(where).orderBy(asc(organizations.name)).offset(page.offset).limit(page.limit),
        db.select({ total: count() }).from(organizations).where(where),
      ]);
      reply.header('x-total-count', String(total));
      return rows.map(toDto);
    },
  });

  api.get('/organizations/me', {
    config: { permission: 'organization:read' },
    schema: { tags, summary: "The caller's organization", response: { 200: organization } },
    handler: async (request) => toDto(authOf(request).organization),
  });

  api.get('/organizations/:id', {
    config: { permission: 'organization:read' },
    schema: { tags, summary: 'One organization', params: idParam, response: { 200: organization, 404: errorBody } },
    handler: async (request) => {
      const { permissions } = authOf(request);
      const byId = eq(organizations.id, request.params.id);
      const where = permissions.has('organizations:read') ? byId : inOrganization(request, organizations.id, byId);
      const [row] = await db.select().from(organizations).where(where);
      return toDto(foundOr404(row));
    },
  });

  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  api.post('/organizations', {
    config: { permission: 'organizations:create' },
    schema: { tags, summary: 'Create an organization', body: organizationCreateBody, response: { 201: organization, ...errors } },
    handler: async (request, reply) => {
      const { name, slug, plan_type } = request.body;
      try {
        const created = await db.transaction(async (tx) => {
          const [org] = await tx.insert(organizations).values({ name, slug: slug ?? slugify(name), plan_type }).returning();
          await tx.insert(creditAccounts).values({ organization_id: org.id });
          await replicateSystemAgent(tx, org.id);
          return org;
        });
        await auditRequest(db, request, 'organization.created', { type: 'organization', id: created.id, label: created.name }, {}, created.id);
        return reply.code(201).send(toDto(created));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('slug_taken');
        throw error;
      }
    },
  });

  api.patch('/organizations/:id', {
    config: { permission: 'organization:update' },
    schema: { tags, summary: 'Rename an organization (its administrators, or platform operators); only platform operators change the plan', params: idParam, body: organizationUpdateBody, response: { 200: organization, ...errors } },
    handler: async (request) => {
      const { name, plan_type } = request.body;
      if (plan_type !== undefined && !authOf(request).permissions.has('organizations:update')) throw forbidden('plan_change_forbidden');
      const [row] = await db
        .update(organizations)
        .set({ name, plan_type, updated_at: sql`now()` })
        .where(inReach(request, organizations.id, eq(organizations.id, request.params.id)))
        .returning();
      const updated = foundOr404(row);
      await auditRequest(db, request, 'organization.updated', { type: 'organization', id: updated.id, label: updated.name }, { ...request.body }, updated.id);
      return toDto(updated);
    },
  });

  for (const [action, active] of [['suspend', false], ['activate', true]] as const) {
    api.post(`/organizations/:id/${action}`, {
      config: { permission: 'organizations:suspend' },
      schema: { tags, summary: active ? 'Reactivate an organization' : "Suspend an organization: its members can't sign in", params: idParam, response: { 200: organization, ...errors } },
      handler: async (request) => {
        if (!active && request.params.id === authOf(request).organization.id) throw badRequest('cannot_suspend_own_organization');
        const [row] = await db
          .update(organizations)
          .set({ is_active: active, suspended_at: active ? null : sql`now()`, updated_at: sql`now()` })
          .where(eq(organizations.id, request.params.id))
          .returning();
        const org = foundOr404(row);
        await auditRequest(db, request, active ? 'organization.activated' : 'organization.suspended', { type: 'organization', id: org.id, label: org.name }, {}, org.id);
        return toDto(org);
      },
    });
  }
}
