import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { permission, role, roleBody, roleUpdateBody } from '../../../contract/roles';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../core/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import { foundOr404 } from '../../core/tenancy';
import type { Database } from '../../db/client';
import { auditRequest } from '../audit/service';
import { users } from '../users/schema';
import { permissions, rolePermissions, roles } from './schema';

async function listRoles(db: Database, id?: number) {
  const rows = await db
    .select({
      role: roles,
      // Written out in full: in a one-table select drizzle leaves column names unqualified.
      users_count: sql<number>`(SELECT count(*)::int FROM users holder WHERE holder.role_id = roles.id)`,
    })
    .from(roles)
    .where(id ? eq(roles.id, id) : undefined)
    .orderBy(sql`${roles.is_system_role} DESC`, asc(roles.id));
  const links = await db
    .select({ role_id: rolePermissions.role_id, permission: permissions })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(id ? eq(rolePermissions.role_id, id) : undefined)
    .orderBy(asc(permissions.id));
  return rows.map(({ role: r, users_count }) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    is_system_role: r.is_system_role,
    users_count,
    permissions: links.filter((l) => l.role_id === r.id).map((l) => l.permission),
  }));
}

async function assertPermissionsExist(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  const [{ found }] = await db.select({ found: count() }).from(permissions).where(inArray(permissions.id, ids));
  if (found !== new Set(ids).size) throw badRequest('unknown_permission');
}

export async function roleRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles and permissions'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  const editable = async (id: number) => {
    const [found] = await db.select().from(roles).where(eq(roles.id, id));
    const existing = foundOr404(found);
    if (existing.is_system_role) throw forbidden('system_role_locked');
    return existing;
  };

  const one = async (id: number) => (await listRoles(db, id))[0];

  const audit = async (request: FastifyRequest, action: 'role.created' | 'role.updated' | 'role.deleted', r: { id: number; name: string }, ids?: number[]) => {
    const names = ids ? (await db.select({ name: permissions.name }).from(permissions).where(inArray(permissions.id, ids))).map((p) => p.name) : undefined;
    await auditRequest(db, request, action, { type: 'role', id: r.id, label: r.name }, names ? { permissions: names } : {}, null);
  };

  api.get('/permissions', {
    config: { permission: 'roles:read' },
    schema: { tags, summary: 'The permission catalog', response: { 200: z.array(permission) } },
    handler: () => db.select().from(permissions).orderBy(asc(permissions.id)),
  });

  api.get('/permissions/roles', {
    config: { permission: 'roles:read' },
    schema: { tags, summary: 'System and custom roles with their permissions', response: { 200: z.array(role) } },
    handler: () => listRoles(db),
  });

  api.post('/permissions/roles', {
    config: { permission: 'roles:create' },
    schema: { tags, summary: 'Create a custom role', body: roleBody, response: { 201: role, ...errors } },
    handler: async (request, reply) => {
      const { name, description, permission_ids } = request.body;
      await assertPermissionsExist(db, permission_ids);
      try {
        const created = await db.transaction(async (tx) => {
          const [r] = await tx.insert(roles).values({ name, description: description ?? null }).returning();
          const ids = [...new Set(permission_ids)];
          if (ids.length) await tx.insert(rolePermissions).values(ids.map((permission_id) => ({ role_id: r.id, permission_id })));
          return r;
        });
        await audit(request, 'role.created', created, permission_ids);
        return reply.code(201).send(await one(created.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('role_name_taken');
        throw error;
      }
    },
  });

  api.patch('/permissions/roles/:id', {
    config: { permission: 'roles:update' },
    schema: { tags, summary: 'Edit a custom role', params: idParam, body: roleUpdateBody, response: { 200: role, ...errors } },
    handler: async (request) => {
      const existing = await editable(request.params.id);
      const { name, description, permission_ids } = request.body;
      if (permission_ids) await assertPermissionsExist(db, permission_ids);
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(roles)
            .set({ ...(name ? { name } : {}), ...(description !== undefined ? { description } : {}), updated_at: sql`now()` })
            .where(eq(roles.id, existing.id));
          if (permission_ids) {
            await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, existing.id));
            const ids = [...new Set(permission_ids)];
            if (ids.length) await tx.insert(rolePermissions).values(ids.map((permission_id) => ({ role_id: existing.id, permission_id })));
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('role_name_taken');
        throw error;
      }
      await audit(request, 'role.updated', { id: existing.id, name: name ?? existing.name }, permission_ids);
      return one(existing.id);
    },
  });

  api.delete('/permissions/roles/:id', {
    config: { permission: 'roles:delete' },
    schema: { tags, summary: 'Delete a custom role that nobody holds', params: idParam, response: { 204: z.undefined(), ...errors } },
    handler: async (request, reply) => {
      const existing = await editable(request.params.id);
      const [{ holders }] = await db.select({ holders: count() }).from(users).where(eq(users.role_id, existing.id));
      if (holders > 0) throw conflict('role_in_use', { count: holders });
      try {
        await db.delete(roles).where(eq(roles.id, existing.id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict('role_in_use', { count: 1 });
        throw error;
      }
      await audit(request, 'role.deleted', existing);
      return reply.code(204).send();
    },
  });
}
