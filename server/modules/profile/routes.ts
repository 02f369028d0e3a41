import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../../contract/auth';
import { errorBody } from '../../../contract/common';
import { ownPasswordBody, profileUpdateBody, session } from '../../../contract/users';
import type { AppContext } from '../../context';
import { authOf } from '../../core/auth';
import { badRequest, conflict } from '../../core/errors';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { assertAcceptablePassword } from '../../core/password-policy';
import { isUniqueViolation } from '../../core/pg-errors';
import { foundOr404 } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import { toMe } from '../auth/me';
import { refreshTokens } from '../auth/schema';
import { users } from '../users/schema';

export async function profileRoutes(app: FastifyInstance, { db, authService, callers }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.patch('/users/me', {
    config: { permission: 'profile:update' },
    schema: { tags, summary: 'Edit own personal info and preferences', body: profileUpdateBody, response: { 200: me, 400: errorBody, 409: errorBody } },
    handler: async (request) => {
      const auth = authOf(request);
      const { email, ...rest } = request.body;
      const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      try {
        const [updated] = await db
          .update(users)
          .set({ ...changes, ...(email ? { email: email.toLowerCase() } : {}), updated_at: sql`now()` })
          .where(eq(users.id, auth.user.id))
          .returning();
        callers.forget(auth.user.id);
        return toMe({ ...auth, user: updated });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
    },
  });

  api.post('/users/me/change-password', {
    config: { permission: 'profile:update' },
    schema: { tags, summary: 'Change own password; every other session is signed out', body: ownPasswordBody, response: { 204: z.undefined(), 400: errorBody } },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(auth.user.password_hash, current_password))) throw badRequest('current_password_wrong');
      assertAcceptablePassword(new_password);
      if (current_password === new_password) throw badRequest('password_unchanged');
      await db.update(users).set({ password_hash: await hashPassword(new_password), updated_at: sql`now()` }).where(eq(users.id, auth.user.id));
      await authService.revokeAllSessions(auth.user.id, auth.sessionId);
      callers.forget(auth.user.id);
      await auditRequest(db, request, 'auth.password_changed', { type: 'user', id: auth.user.id, label: auth.user.email });
      return reply.code(204).send();
    },
  });

  api.get('/users/me/sessions', {
    config: { permission: 'profile:read' },
    schema: { tags, summary: 'Own active sessions', response: { 200: z.array(session) } },
    handler: async (request) => {
      const auth = authOf(request);
      // The live token of each session is its newest one, neither used nor revoked.
      const rows = await db
        .select({
          id: refreshTokens.family_id,
          device: refreshTokens.user_agent,
          ip: sql<string | null>`host(${refreshTokens.ip})`,
          last_used_at: refreshTokens.created_at,
          // Written out in full: in a one-table select drizzle leaves column names unqualified.
          created_at: sql<Date>`(SELECT min(f.created_at) FROM refresh_tokens f WHERE f.family_id = refresh_tokens.family_id)`.mapWith(
            (v: string | Date) => new Date(v),
          ),
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.user_id, auth.user.id),
            isNull(refreshTokens.used_at),
            isNull(refreshTokens.revoked_at),
            sql`${refreshTokens.family_expires_at} > now()`,
          ),
        )
        .orderBy(sql`${refreshTokens.created_at} DESC`);
      return rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at.toISOString(),
        current: row.id === auth.sessionId,
      }));
    },
  });

  api.delete('/users/me/sessions/:id', {
    config: { permission: 'profile:update' },
    schema: { tags, summary: 'Sign one of own sessions out', params: z.object({ id: z.uuid() }), response: { 204: z.undefined(), 404: errorBody } },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const [owned] = await db
        .select({ id: refreshTokens.family_id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family_id, request.params.id), eq(refreshTokens.user_id, auth.user.id), isNull(refreshTokens.revoked_at)))
        .limit(1);
      foundOr404(owned);
      await authService.revokeSession(request.params.id);
      await auditRequest(db, request, 'session.revoked', { type: 'session', id: request.params.id, label: auth.user.email });
      return reply.code(204).send();
    },
  });
}
