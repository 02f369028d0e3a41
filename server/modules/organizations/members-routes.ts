import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { organizationStats, organizationStatsQuery, organizationUser, organizationUsersQuery } from '../../../contract/organizations';
import { userCreateBody } from '../../../contract/users';
import { authOf } from '../../core/auth';
import { displayIn, loadRates } from '../../core/money';
import { foundOr404, inReach } from '../../core/tenancy';
import { agents } from '../agents/schema';
import { creditAccounts } from '../credits/schema';
import { resourceUsage } from '../resources/schema';
import { createUserService } from '../users/service';
import { users } from '../users/schema';
import type { AppContext } from '../../context';
import { organizations } from './schema';

const toMember = (user: { id: number; email: string; full_name: string | null; user_type: (typeof users.$inferSelect)['user_type']; is_active: boolean; is_suspended: boolean; created_at: Date | string }) => ({
  id: user.id,
  email: user.email,
  full_name: user.full_name,
  user_type: user.user_type,
  is_active: user.is_active,
  is_suspended: user.is_suspended,
  created_at: new Date(user.created_at).toISOString(),
});

/** The organization page: its figures and its members. */
export async function organizationMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];
  const userService = createUserService(ctx);

  /** An organization the caller reaches (their own; any for platform operators), else 404. */
  const reachable = async (request: FastifyRequest, id: number) => {
    const [row] = await db.select({ id: organizations.id }).from(organizations).where(inReach(request, organizations.id, eq(organizations.id, id)));
    return foundOr404(row).id;
  };

  api.get('/organizations/me/stats', {
    config: { permission: 'organization:read' },
    schema: { tags, summary: "Members, agents, credits and this month's consumption of the caller's organization", querystring: organizationStatsQuery, response: { 200: organizationStats } },
    handler: async (request) => {
      const { organization, user } = authOf(request);
      const monthStart = sql`date_trunc('month', now() AT TIME ZONE ${user.timezone}) AT TIME ZONE ${user.timezone}`;
      const [[members], [agentCounts], [account], [consumed], rates] = await Promise.all([
        db
          .select({ total: count(), active: sql<number>`count(*) FILTER (WHERE ${users.is_active} AND NOT ${users.is_suspended})::int` })
          .from(users)
          .where(eq(users.organization_id, organization.id)),
        db
          .select({ total: count(), active: sql<number>`count(*) FILTER (WHERE ${agents.is_active})::int` })
          .from(agents)
          .where(eq(agents.organization_id, organization.id)),
        db.select().from(creditAccounts).where(eq(creditAccounts.organization_id, organization.id)),
        db
          .select({ cost: sql<string>`coalesce(sum(${resourceUsage.total_cost_micros}), 0)::text` })
          .from(resourceUsage)
          .where(and(eq(resourceUsage.organization_id, organization.id), eq(resourceUsage.status, 'completed'), sql`${resourceUsage.created_at} >= ${monthStart}`)),
        loadRates(db),
      ]);
      const shown = displayIn(rates, account?.currency ?? 'BRL', request.query.target_currency);
      const balance = account?.balance_micros ?? 0n;
      return {
        total_users: members.total,
        active_users: members.active,
        total_agents: agentCounts.total,
        active_agents: agentCounts.active,
        credit_balance: shown.amount(balance),
        available_balance: shown.amount(balance - (account?.reserved_micros ?? 0n)),
        monthly_consumption: shown.amount(BigInt(consumed.cost)),
        currency: shown.currency,
      };
    },
  });

  api.get('/organizations/:id/users', {
    config: { permission: 'organization:read' },
    schema: { tags, summary: "An organization's members (X-Total-Count)", params: idParam, querystring: organizationUsersQuery, response: { 200: z.array(organizationUser), 404: errorBody } },
    handler: async (request, reply) => {
      const organizationId = await reachable(request, request.params.id);
      const { rows, total } = await userService.list(request, { ...request.query, organization_id: organizationId });
      reply.header('x-total-count', String(total));
      return rows.map(toMember);
    },
  });

  api.post('/organizations/:id/users', {
    config: { permission: 'organization:manage_users' },
    schema: {
      tags,
      summary: 'Add a member to an organization',
      params: idParam,
      body: userCreateBody.omit({ organization_id: true }),
      response: { 201: organizationUser, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const organizationId = await reachable(request, request.params.id);
      const created = await userService.create(request, { ...request.body, organization_id: organizationId });
      return reply.code(201).send(toMember(created));
    },
  });
}
