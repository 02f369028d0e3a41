import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '../../../contract/permissions';
import type { userCreateBody, userListQuery, userUpdateBody } from '../../../contract/users';
import type { AppContext } from '../../context';
import { authOf } from '../../core/auth';
import { AppError, badRequest, conflict, forbidden } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { assertAcceptablePassword } from '../../core/password-policy';
import { isUniqueViolation } from '../../core/pg-errors';
import { foundOr404, inReach, isPlatformWide } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import { organizations } from '../organizations/schema';
import { permissions, rolePermissions, roles } from '../roles/schema';
import { systemRoleId } from '../roles/system-roles';
import { selectUsers, toUserDto } from './queries';
import { users, type User } from './schema';
import { containing } from '../../core/text-search';
import { pageOf } from '../../core/paging';

const SORTABLE = { email: users.email, full_name: users.full_name, user_type: users.user_type, created_at: users.created_at, id: users.id };

export function createUserService({ db, authService, callers }: AppContext) {
  /** A user the caller may manage: in reach, and not a super admin unless the caller is one. */
  async function manageable(request: FastifyRequest, id: number) {
    const [row] = await selectUsers(db, inReach(request, users.organization_id, eq(users.id, id)));
    const found = foundOr404(row);
    if (found.user.user_type === 'super_admin' && authOf(request).user.user_type !== 'super_admin') throw forbidden('cannot_manage_super_admin');
    return found;
  }

  /** Organization admins may not hand out super admin powers, nor a role holding more than they do. */
  async function assertGrantable(request: FastifyRequest, userType: User['user_type'], roleId: number) {
    const auth = authOf(request);
    if (userType === 'super_admin' && auth.user.user_type !== 'super_admin') throw forbidden('cannot_grant_super_admin');
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw badRequest('role_not_found');
    const granted = await db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(eq(rolePermissions.role_id, roleId));
    if (granted.some(({ name }) => !auth.permissions.has(name as Permission))) throw forbidden('role_exceeds_caller');
  }

  async function assertEmailFree(email: string, exceptId?: number) {
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (taken && taken.id !== exceptId) throw conflict('email_taken');
  }

  const one = async (id: number) => toUserDto((await selectUsers(db, eq(users.id, id)))[0]);

  const changed = (id: number) => callers.forget(id);

  return {
    async list(request: FastifyRequest, query: z.infer<typeof userListQuery>) {
      const { _sort = 'id', _order = 'asc', q, user_type, organization_id } = query;
      const page = pageOf(query, 10);
      const text = containing(q);
      const filters: (SQL | undefined)[] = [
        text ? or(ilike(users.email, text), ilike(users.full_name, text)) : undefined,
        user_type ? eq(users.user_type, user_type) : undefined,
        organization_id ? eq(users.organization_id, organization_id) : undefined,
      ];
      if (authOf(request).user.user_type !== 'super_admin') filters.push(sql`${users.user_type} <> 'super_admin'`);
      const where = inReach(request, users.organization_id, ...filters);
      const direction = _order.toLowerCase() === 'desc' ? desc : asc;
      const [rows, [{ total }]] = await Promise.all([
        selectUsers(db, where).orderBy(direction(SORTABLE[_sort]), asc(users.id)).offset(page.offset).limit(page.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows: rows.map(toUserDto), total };
    },

    async get(request: FastifyRequest, id: number) {
      return toUserDto(await manageable(request, id));
    },

    async create(request: FastifyRequest, body: z.infer<typeof userCreateBody>) {
      const auth = authOf(request);
      assertAcceptablePassword(body.password);
      const organizationId = body.organization_id ?? auth.organization.id;
      if (organizationId !== auth.organization.id) {
        if (!isPlatformWide(request)) throw forbidden();
        const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
        if (!org) throw badRequest('organization_not_found');
      }
      const roleId = body.role_id ?? (await systemRoleId(db, body.user_type));
      await assertGrantable(request, body.user_type, roleId);
      await assertEmailFree(body.email);
      try {
        const [created] = await db
          .insert(users)
          .values({
            organization_id: organizationId,
            email: body.email.toLowerCase(),
            full_name: body.full_name ?? null,
            password_hash: await hashPassword(body.password),
            user_type: body.user_type,
            role_id: roleId,
            parent_user_id: body.user_type === 'sub_user' ? auth.user.id : null,
          })
          .returning();
        await auditRequest(db, request, 'user.created', { type: 'user', id: created.id, label: created.email }, { user_type: created.user_type }, organizationId);
        return one(created.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
    },

    async update(request: FastifyRequest, id: number, body: z.infer<typeof userUpdateBody>) {
      const { user } = await manageable(request, id);
      const userType = body.user_type ?? user.user_type;
      let roleId = body.role_id ?? user.role_id;
      if (body.user_type && body.role_id === undefined) {
        const [current] = await db.select({ system: roles.is_system_role }).from(roles).where(eq(roles.id, user.role_id));
        if (current?.system) roleId = await systemRoleId(db, body.user_type);
      }
      if (userType !== user.user_type || roleId !== user.role_id) {
        if (id === authOf(request).user.id) throw forbidden('cannot_change_own_role');
        await assertGrantable(request, userType, roleId);
      }
      if (body.email) await assertEmailFree(body.email, id);
      try {
        await db
          .update(users)
          .set({
            ...(body.email ? { email: body.email.toLowerCase() } : {}),
            ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
            user_type: userType,
            role_id: roleId,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
      changed(id);
      await auditRequest(db, request, 'user.updated', { type: 'user', id, label: user.email }, { fields: Object.keys(body) }, user.organization_id);
      return one(id);
    },

    async suspend(request: FastifyRequest, id: number) {
      if (id === authOf(request).user.id) throw badRequest('cannot_suspend_self');
      const { user } = await manageable(request, id);
      await db.update(users).set({ is_suspended: true, suspended_at: sql`now()`, updated_at: sql`now()` }).where(eq(users.id, id));
      await authService.revokeAllSessions(id);
      changed(id);
      await auditRequest(db, request, 'user.suspended', { type: 'user', id, label: user.email }, {}, user.organization_id);
      return one(id);
    },

    async activate(request: FastifyRequest, id: number) {
      const { user } = await manageable(request, id);
      await db.update(users).set({ is_suspended: false, suspended_at: null, is_active: true, updated_at: sql`now()` }).where(eq(users.id, id));
      changed(id);
      await auditRequest(db, request, 'user.activated', { type: 'user', id, label: user.email }, {}, user.organization_id);
      return one(id);
    },

    async setPassword(request: FastifyRequest, id: number, password: string) {
      assertAcceptablePassword(password);
      const { user } = await manageable(request, id);
      await db.update(users).set({ password_hash: await hashPassword(password), updated_at: sql`now()` }).where(eq(users.id, id));
      await authService.revokeAllSessions(id);
      await auditRequest(db, request, 'user.password_reset', { type: 'user', id, label: user.email }, {}, user.organization_id);
    },

    async move(request: FastifyRequest, id: number, organizationId: number) {
      const { user } = await manageable(request, id);
      if (id === authOf(request).user.id) throw badRequest('cannot_move_self');
      const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
      if (!org) throw new AppError(404, 'organization_not_found');
      await db.update(users).set({ organization_id: organizationId, updated_at: sql`now()` }).where(eq(users.id, id));
      // Tokens carry the organization: the user signs in again in the new one.
      await authService.revokeAllSessions(id);
      changed(id);
      await auditRequest(db, request, 'user.moved', { type: 'user', id, label: user.email }, { from: user.organization_id, to: organizationId }, organizationId);
      return one(id);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
