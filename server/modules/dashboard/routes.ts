import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMetrics, statsQuery, usageStats } from '../../../contract/dashboard';
import { DEFAULT_CURRENCY } from '../../../contract/common';
import { authOf } from '../../core/auth';
import { convertMicros, loadRates, microsToNumber } from '../../core/money';
import { isPlatformWide } from '../../core/tenancy';
import type { AppContext } from '../../context';

/** Figures of the dashboards over the last `days` days: the caller's organization, or the platform for its operators. */
export async function dashboardRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  async function stats(request: FastifyRequest, days: number, target: string | undefined, platform: boolean) {
    const org = authOf(request).organization.id;
    const scope = (column: SQL) => (platform ? sql`TRUE` : sql`${column} = ${org}`);
    const since = sql`now() - make_interval(days => ${days})`;
    const [counts, tokens, costs, rates] = await Promise.all([
      db.execute<{ users: number; agents: number; active_agents: number }>(sql`
        SELECT (SELECT count(*)::int FROM users u WHERE ${scope(sql`u.organization_id`)}) AS users,
               (SELECT count(*)::int FROM agents a WHERE ${scope(sql`a.organization_id`)}) AS agents,
               (SELECT count(*)::int FROM agents a WHERE a.is_active AND ${scope(sql`a.organization_id`)}) AS active_agents`),
      db.execute<{ prompt: number; completion: number }>(sql`
        SELECT coalesce(sum(m.tokens_used) FILTER (WHERE m.role = 'user'), 0)::int AS prompt,
               coalesce(sum(m.tokens_used) FILTER (WHERE m.role = 'assistant'), 0)::int AS completion
        FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE ${scope(sql`s.organization_id`)} AND m.created_at >= ${since}`),
      db.execute<{ currency: string; cost: string }>(sql`
        SELECT u.currency, coalesce(sum(u.total_cost_micros), 0)::text AS cost FROM resource_usage u
        WHERE u.status = 'completed' AND ${scope(sql`u.organization_id`)} AND u.created_at >= ${since} GROUP BY u.currency`),
      loadRates(db),
    ]);
    const into = (currency: string) => costs.rows.reduce((sum, row) => sum + (convertMicros(BigInt(row.cost), row.currency, currency, rates) ?? 0n), 0n);
    const currency = target ?? authOf(request).user.currency ?? DEFAULT_CURRENCY;
    const shownCurrency = convertMicros(0n, 'USD', currency, rates) === null ? 'USD' : currency;
    const { prompt, completion } = tokens.rows[0];
    return {
      days,
      ...counts.rows[0],
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
      cost: microsToNumber(into(shownCurrency)),
      currency: shownCurrency,
      cost_usd: microsToNumber(into('USD')),
    };
  }

  api.get('/organizations/me/usage-stats', {
    config: { permission: 'dashboard:view' },
    schema: { tags, summary: "The caller's organization usage over the last `days` days", querystring: statsQuery, response: { 200: usageStats } },
    handler: async (request) => stats(request, request.query.days, request.query.target_currency, false),
  });

  api.get('/admin/metrics', {
    config: { permission: 'admin:dashboard' },
    schema: { tags, summary: 'Users, agents, providers, tokens and cost: the platform for super admins, else the organization', querystring: statsQuery, response: { 200: adminMetrics } },
    handler: async (request) => {
      const platform = isPlatformWide(request);
      const org = authOf(request).organization.id;
      const scope = (column: SQL) => (platform ? sql`TRUE` : sql`${column} = ${org}`);
      const [base, providers, agentStats] = await Promise.all([
        stats(request, request.query.days, request.query.target_currency, platform),
        db.execute<{ id: number; display_name: string; provider_type: string; is_active: boolean; agents: number }>(sql`
          SELECT p.id, p.display_name, p.provider_type, p.is_active, (SELECT count(*)::int FROM agents a WHERE a.provider_id = p.id) AS agents
          FROM providers p WHERE ${scope(sql`p.organization_id`)} ORDER BY p.display_name, p.id LIMIT 100`),
        db.execute<{ id: number; name: string; model_name: string; messages: number; tokens: number }>(sql`
          SELECT a.id, a.name, a.model_name, count(m.id)::int AS messages, coalesce(sum(m.tokens_used), 0)::int AS tokens
          FROM agents a
          LEFT JOIN chat_sessions s ON s.agent_id = a.id
          LEFT JOIN chat_messages m ON m.session_id = s.id AND m.created_at >= now() - make_interval(days => ${request.query.days})
          WHERE ${scope(sql`a.organization_id`)}
          GROUP BY a.id ORDER BY tokens DESC, a.id LIMIT 20`),
      ]);
      return { ...base, active_providers: providers.rows.filter((p) => p.is_active).length, providers: providers.rows, agent_stats: agentStats.rows };
    },
  });
}
