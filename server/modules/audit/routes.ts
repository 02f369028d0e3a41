import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntry, auditListQuery } from '../../../contract/audit';
import type { AppContext } from '../../context';
import { organizations } from '../organizations/schema';
import { auditLog } from './schema';
import { containing } from '../../core/text-search';
import { pageOf } from '../../core/paging';

export async function auditRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/audit-log', {
    config: { permission: 'audit:read' },
    schema: { tags: ['audit'], summary: 'The audit log, newest first', querystring: auditListQuery, response: { 200: z.array(auditEntry) } },
    handler: async (request, reply) => {
      const { action, actor_id, organization_id, q, start_date, end_date } = request.query;
      const text = containing(q);
      const page = pageOf(request.query, 20);
      const conditions: (SQL | undefined)[] = [
        action ? eq(auditLog.action, action) : undefined,
        actor_id ? eq(auditLog.actor_id, actor_id) : undefined,
        organization_id ? eq(auditLog.organization_id, organization_id) : undefined,
        text ? or(ilike(auditLog.actor_email, text), ilike(auditLog.target_label, text)) : undefined,
        start_date ? gte(auditLog.created_at, sql`${start_date}::date`) : undefined,
        end_date ? lt(auditLog.created_at, sql`${end_date}::date + 1`) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ entry: auditLog, organization_name: organizations.name })
          .from(auditLog)
          .leftJoin(organizations, eq(organizations.id, auditLog.organization_id))
          .where(where)
          .orderBy(desc(auditLog.created_at), desc(auditLog.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      reply.header('x-total-count', String(total));
      return rows.map(({ entry, organization_name }) => ({
        id: entry.id,
        created_at: entry.created_at.toISOString(),
        action: entry.action,
        actor: entry.actor_id && entry.actor_email ? { id: entry.actor_id, email: entry.actor_email } : null,
        target_type: entry.target_type,
        target_id: entry.target_id,
        target_label: entry.target_label,
        organization: entry.organization_id && organization_name ? { id: entry.organization_id, name: organization_name } : null,
        ip: entry.ip,
        details: entry.details,
      }));
    },
  });
}
