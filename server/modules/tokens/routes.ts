import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { apiToken, apiTokenWithValue, tokenCreateBody } from '../../../contract/tokens';
import { API_TOKEN_PREFIX as TOKEN_PREFIX, authOf } from '../../core/auth';
import { badRequest } from '../../core/errors';
import { microsToNumber, toMicros } from '../../core/money';
import { randomToken, sha256 } from '../../core/secrets';
import { foundOr404, inOrganization, organizationIdOf } from '../../core/tenancy';
import { agents } from '../agents/schema';
import type { AppContext } from '../../context';
import { apiTokens, type ApiToken } from './schema';
import { monthSpend } from './spend';

const newValue = () => `${TOKEN_PREFIX}${randomToken(32)}`;

const toDto = (row: ApiToken, spent = 0n) => ({
  id: row.id,
  name: row.name,
  agent_id: row.agent_id,
  token_prefix: row.token_prefix,
  is_admin_token: row.is_admin_token,
  is_active: row.is_active,
  expires_at: row.expires_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  monthly_limit: row.monthly_limit_micros === null ? null : microsToNumber(row.monthly_limit_micros),
  spent_this_month: microsToNumber(spent),
  created_at: row.created_at.toISOString(),
});

/** API tokens: created with their value shown once, stored as a hash, toggled, regenerated, deleted. */
export async function tokenRoutes(app: FastifyInstance, { db, kept }: AppContext) {
  const forget = (id: number) => kept.apiTokens.forget((token) => token.id === id);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tokens'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody };
  const own = async (request: FastifyRequest, id: number) => foundOr404((await db.select().from(apiTokens).where(inOrganization(request, apiTokens.organization_id, eq(apiTokens.id, id))))[0]);

  api.get('/tokens', {
    config: { permission: 'tokens:read' },
    schema: { tags, summary: "The organization's API tokens (values are never shown again)", querystring: z.object({ agent_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }), response: { 200: z.array(apiToken) } },
    handler: async (request) => {
      const { agent_id } = request.query;
      const rows = await db.select().from(apiTokens).where(inOrganization(request, apiTokens.organization_id, agent_id ? eq(apiTokens.agent_id, agent_id) : undefined)).orderBy(asc(apiTokens.created_at), asc(apiTokens.id));
      const spend = await monthSpend(db, rows.map((row) => row.id));
      return rows.map((row) => toDto(row, spend.get(row.id)));
    },
  });

  api.post('/tokens', {
    config: { permission: 'tokens:create' },
    schema: { tags, summary: 'Create a token; the answer carries its value, shown this once', body: tokenCreateBody, response: { 201: apiTokenWithValue, ...errors } },
    handler: async (request, reply) => {
      const { name, agent_id, is_admin_token, expires_at, monthly_limit } = request.body;
      if (agent_id) {
        const [agent] = await db.select({ id: agents.id }).from(agents).where(inOrganization(request, agents.organization_id, eq(agents.id, agent_id)));
        if (!agent) throw badRequest('agent_not_found');
      }
      if (expires_at && new Date(expires_at) <= new Date()) throw badRequest('expiry_in_past');
      const token = newValue();
      const [row] = await db
        .insert(apiTokens)
        .values({
          organization_id: organizationIdOf(request),
          created_by: authOf(request).user.id,
          name,
          agent_id: agent_id ?? null,
          token_hash: sha256(token),
          token_prefix: token.slice(0, TOKEN_PREFIX.length + 6),
          is_admin_token: agent_id ? false : is_admin_token,
          expires_at: expires_at ? new Date(expires_at) : null,
          monthly_limit_micros: monthly_limit ? toMicros(monthly_limit) : null,
        })
        .returning();
      return reply.code(201).send({ ...toDto(row), token });
    },
  });

  api.post('/tokens/:id/toggle', {
    config: { permission: 'tokens:update' },
    schema: { tags, summary: 'Switch a token on or off', params: idParam, response: { 200: apiToken, ...errors } },
    handler: async (request) => {
      const row = await own(request, request.params.id);
      const [updated] = await db.update(apiTokens).set({ is_active: sql`NOT ${apiTokens.is_active}` }).where(eq(apiTokens.id, row.id)).returning();
      forget(row.id);
      return toDto(updated, (await monthSpend(db, [updated.id])).get(updated.id));
    },
  });

  api.post('/tokens/:id/regenerate', {
    config: { permission: 'tokens:update' },
    schema: { tags, summary: 'Replace the value: the new one is shown once, the old one stops working at once', params: idParam, response: { 200: apiTokenWithValue, ...errors } },
    handler: async (request) => {
      const row = await own(request, request.params.id);
      const token = newValue();
      const [updated] = await db
        .update(apiTokens)
        .set({ token_hash: sha256(token), token_prefix: token.slice(0, TOKEN_PREFIX.length + 6) })
        .where(eq(apiTokens.id, row.id))
        .returning();
      forget(row.id);
      return { ...toDto(updated, (await monthSpend(db, [updated.id])).get(updated.id)), token };
    },
  });

  api.delete('/tokens/:id', {
    config: { permission: 'tokens:delete' },
    schema: { tags, summary: 'Delete a token', params: idParam, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const row = await own(request, request.params.id);
      await db.delete(apiTokens).where(eq(apiTokens.id, row.id));
      forget(row.id);
      return reply.code(204).send(null);
    },
  });
}
