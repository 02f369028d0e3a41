import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { organization, organizationListQuery } from '../../../contract/organizations';
import { authOf } from '../../core/auth';
import { foundOr404, inOrganization } from '../../core/tenancy';
import type { AppContext } from '../../context';
import { organizations, type Organization } from './schema';

const toDto = (row: Organization) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  is_active: row.is_active,
  suspended_at: row.suspended_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export async function organizationRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];

  api.get('/organizations', {
    config: { permission: 'organizations:read' },
    schema: { tags, summary: 'Every organization (platform administrators)', querystring: organizationListQuery, response: { 200: z.array(organization), 403: errorBody } },
    handler: async (request, reply) => {
      const { _start = 0, _end = _start + 100, q } = request.query;
      const where = q ? or(ilike(organizations.name, `%${q}%`), ilike(organizations.slug, `%${q}%`)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(organizations).where(where).orderBy(asc(organizations.name)).offset(_start).limit(Math.max(0, _end - _start)),
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
}
