import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, idText } from '../../../contract/common';
import { notFound } from '../../core/errors';
import { foundOr404, inReach } from '../../core/tenancy';
import { auditRequest } from '../audit/service';
import { organizations } from '../organizations/schema';
import type { AppContext } from '../../context';
import { agents } from './schema';
import { setSystemAgent, unsetSystemAgent } from './system-agent';

const systemAgentDto = z.object({ id: z.number().int(), name: z.string(), model_name: z.string() });

/** The global system agent: a super admin sets it (replicated to every organization) or removes it. */
export async function systemAgentRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agents'];

  api.get('/organizations/:id/system-agent', {
    config: { permission: 'agents:read' },
    schema: { tags, summary: "The organization's system agent", params: idParam, response: { 200: z.object({ system_agent: systemAgentDto.nullable() }), 404: errorBody } },
    handler: async (request) => {
      const [org] = await db.select({ id: organizations.id }).from(organizations).where(inReach(request, organizations.id, eq(organizations.id, request.params.id)));
      foundOr404(org);
      const [row] = await db
        .select({ id: agents.id, name: agents.name, model_name: agents.model_name })
        .from(agents)
        .where(inReach(request, agents.organization_id, eq(agents.organization_id, org.id), eq(agents.is_system_agent, true)))
        .limit(1);
      return { system_agent: row ?? null };
    },
  });

  api.post('/organizations/:id/system-agent', {
    config: { permission: 'system_agent:manage' },
    schema: {
      tags,
      summary: "Make one of the organization's agents the system agent of every organization",
      params: idParam,
      querystring: z.object({ agent_id: idText }),
      response: { 200: z.object({ organizations_count: z.number().int() }), 400: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      const [agent] = await db.select().from(agents).where(eq(agents.id, request.query.agent_id));
      if (!agent || agent.organization_id !== request.params.id || agent.base_template_id) throw notFound();
      const count = await setSystemAgent(db, agent);
      await auditRequest(db, request, 'system_agent.set', { type: 'agent', id: agent.id, label: agent.name }, { organizations_count: count }, agent.organization_id);
      return { organizations_count: count };
    },
  });

  api.delete('/organizations/:id/system-agent', {
    config: { permission: 'system_agent:manage' },
    schema: { tags, summary: 'Remove the system agent from every organization', params: idParam, response: { 204: z.null(), 403: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      await db.transaction((tx) => unsetSystemAgent(tx));
      await auditRequest(db, request, 'system_agent.removed', null, {}, null);
      return reply.code(204).send(null);
    },
  });
}
