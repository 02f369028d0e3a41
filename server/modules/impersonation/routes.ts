import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { impersonationResult } from '../../../contract/users';
import type { AppContext } from '../../context';
import { accountBlock, authOf } from '../../core/auth';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { foundOr404, inReach } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

export async function impersonationRoutes(app: FastifyInstance, { db, authService }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['impersonation'];

  api.post('/impersonate/start/:id', {
    config: { permission: 'users:impersonate' },
    schema: {
      tags,
      summary: "Start a session as another user (super admins anywhere, organization admins within their organization)",
      params: idParam,
      response: { 200: impersonationResult, 400: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      const auth = authOf(request);
      if (auth.impersonatedBy) throw forbidden('already_impersonating');
      if (request.params.id === auth.user.id) throw badRequest('cannot_impersonate_self');
      const [row] = await db
        .select({ user: users, organization: organizations })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organization_id))
        .where(inReach(request, users.organization_id, eq(users.id, request.params.id)));
      const target = foundOr404(row);
      if (target.user.user_type === 'super_admin' && auth.user.user_type !== 'super_admin') throw forbidden('cannot_manage_super_admin');
      const blocked = accountBlock(target.user, target.organization);
      if (blocked) throw new AppError(403, blocked);

      const tokens = await authService.startSession(target.user, { ip: request.ip, userAgent: request.headers['user-agent'] }, auth.user.id);
      await auditRequest(db, request, 'impersonation.started', { type: 'user', id: target.user.id, label: target.user.email }, {}, target.user.organization_id);
      const person = (u: typeof auth.user) => ({ id: u.id, email: u.email, full_name: u.full_name });
      return { ...tokens, impersonated_by: person(auth.user), impersonated_user: person(target.user) };
    },
  });

  api.post('/impersonate/stop', {
    schema: { tags, summary: 'End the impersonated session', response: { 204: z.undefined(), 400: errorBody } },
    handler: async (request, reply) => {
      const auth = authOf(request);
      if (!auth.impersonatedBy) throw badRequest('not_impersonating');
      if (auth.sessionId) await authService.revokeSession(auth.sessionId);
      await auditRequest(db, request, 'impersonation.stopped', { type: 'user', id: auth.user.id, label: auth.user.email });
      return reply.code(204).send();
    },
  });
}
