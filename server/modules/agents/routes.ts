import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEMPLATE_FIELDS, agent as agentDto, agentCreateBody, agentUpdateBody } from '../../../contract/agents';
import { errorBody, idParam } from '../../../contract/common';
import { badRequest, conflict } from '../../core/errors';
import { foundOr404, inOrganization, organizationIdOf } from '../../core/tenancy';
import { providers } from '../providers/schema';
import type { AppContext } from '../../context';
import { agents, type Agent } from './schema';
import { templateFields } from './template-fields';

type Row = { agent: Agent; provider: { id: number; display_name: string; provider_type: string } | null };

export const toAgentDto = ({ agent, provider }: Row) => ({
  ...agent,
  provider: provider?.id ? provider : null,
  locked_fields: agent.base_template_id ? [...TEMPLATE_FIELDS] : [],
  created_at: agent.created_at.toISOString(),
  updated_at: agent.updated_at.toISOString(),
});

export const selectAgents = (db: AppContext['db']) =>
  db
    .select({ agent: agents, provider: { id: providers.id, display_name: providers.display_name, provider_type: providers.provider_type } })
    .from(agents)
    .leftJoin(providers, eq(providers.id, agents.provider_id));


export async function agentRoutes(app: FastifyInstance, { db, kept }: AppContext) {
  // An agent and the replicas of a template change together.
  const forget = (id: number) => kept.chatAgents.forget(({ agent }) => agent.id === id || agent.base_template_id === id);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agents'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  const one = async (request: FastifyRequest, id: number) => foundOr404((await selectAgents(db).where(inOrganization(request, agents.organization_id, eq(agents.id, id))))[0]);

  /** A provider the organization may use: its own, or an active public one. */
  async function assertUsableProvider(request: FastifyRequest, providerId: number) {
    const [usable] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.id, providerId), or(eq(providers.organization_id, organizationIdOf(request)), and(eq(providers.is_public, true), eq(providers.is_active, true)))));
    if (!usable) throw badRequest('provider_not_found');
  }

  api.get('/agents', {
    config: { permission: 'agents:read' },
    schema: { tags, summary: "The organization's agents, oldest first", querystring: z.object({ is_active: z.enum(['true', 'false']).optional() }), response: { 200: z.array(agentDto) } },
    handler: async (request) => {
      const { is_active } = request.query;
      const rows = await selectAgents(db)
        .where(inOrganization(request, agents.organization_id, is_active ? eq(agents.is_active, is_active === 'true') : undefined))
        .orderBy(asc(agents.created_at), asc(agents.id));
      return rows.map(toAgentDto);
    },
  });

  api.get('/agents/:id', {
    config: { permission: 'agents:read' },
    schema: { tags, summary: 'One agent', params: idParam, response: { 200: agentDto, 404: errorBody } },
    handler: async (request) => toAgentDto(await one(request, request.params.id)),
  });

  api.post('/agents', {
    config: { permission: 'agents:create' },
    schema: { tags, summary: 'Create an agent', body: agentCreateBody, response: { 201: agentDto, ...errors } },
    handler: async (request, reply) => {
      await assertUsableProvider(request, request.body.provider_id);
      const [created] = await db.insert(agents).values({ ...request.body, organization_id: organizationIdOf(request) }).returning();
      return reply.code(201).send(toAgentDto(await one(request, created.id)));
    },
  });

  api.put('/agents/:id', {
    config: { permission: 'agents:update' },
    schema: { tags, summary: "Edit an agent; a replica's fields other than its name come from its template; a template's changes reach its replicas", params: idParam, body: agentUpdateBody, response: { 200: agentDto, ...errors } },
    handler: async (request) => {
      const { agent: current } = await one(request, request.params.id);
      const changes = request.body;
      if (current.base_template_id && Object.keys(changes).some((field) => field !== 'name' && field !== 'is_active')) throw badRequest('replica_fields_locked');
      if (changes.provider_id !== undefined) await assertUsableProvider(request, changes.provider_id);
      if (changes.is_base_template === false && current.is_base_template) {
        const [replica] = await db.select({ id: agents.id }).from(agents).where(eq(agents.base_template_id, current.id)).limit(1);
        if (replica) throw conflict('template_has_replicas');
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(agents).set({ ...changes, updated_at: sql`now()` }).where(eq(agents.id, current.id)).returning();
        if (row.is_base_template) {
          await tx.update(agents).set({ ...templateFields(row), updated_at: sql`now()` }).where(eq(agents.base_template_id, row.id));
        }
        return row;
      });
      forget(updated.id);
      return toAgentDto(await one(request, updated.id));
    },
  });

  api.delete('/agents/:id', {
    config: { permission: 'agents:delete' },
    schema: { tags, summary: 'Delete an agent (templates and replicas cannot be deleted)', params: idParam, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const { agent: current } = await one(request, request.params.id);
      if (current.is_base_template || current.base_template_id) throw conflict('agent_locked');
      await db.delete(agents).where(eq(agents.id, current.id));
      forget(current.id);
      return reply.code(204).send(null);
    },
  });
}

