import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/common';
import { authOf } from '../../core/auth';
import { notFound } from '../../core/errors';
import { foundOr404, inOrganization, organizationIdOf } from '../../core/tenancy';
import { agents } from '../agents/schema';
import type { AppContext } from '../../context';
import { chatMessages, chatSessions } from './schema';
import { createChatService } from './service';

const TITLE_LENGTH = 60;

/** The floating assistant: chats with the organization's system agent. */
export async function systemChatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system-chat'];
  const chat = createChatService(ctx);

  const systemAgentOf = async (request: FastifyRequest) => {
    const [agent] = await db.select().from(agents).where(inOrganization(request, agents.organization_id, eq(agents.is_system_agent, true))).limit(1);
    if (!agent) throw notFound('system_agent_not_configured');
    return agent;
  };
  const mySessions = (request: FastifyRequest, agentId: number, ...more: (SQL | undefined)[]) =>
    inOrganization(request, chatSessions.organization_id, eq(chatSessions.user_id, authOf(request).user.id), eq(chatSessions.agent_id, agentId), ...more);

  api.get('/system-chat/sessions', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: "The caller's sessions with the system agent, newest first", querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }), response: { 200: z.object({ sessions: z.array(z.object({ id: z.string(), title: z.string(), updated_at: z.string() })) }), 404: errorBody } },
    handler: async (request) => {
      const agent = await systemAgentOf(request);
      const rows = await db.select().from(chatSessions).where(mySessions(request, agent.id)).orderBy(desc(chatSessions.updated_at), desc(chatSessions.id)).limit(request.query.limit);
      return { sessions: rows.map((row) => ({ id: row.session_id, title: row.title, updated_at: row.updated_at.toISOString() })) };
    },
  });

  api.get('/system-chat/history/:session_id', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: 'The messages of a system-chat session', params: z.object({ session_id: z.string().uuid() }), response: { 200: z.object({ messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string(), created_at: z.string() })) }), 404: errorBody } },
    handler: async (request) => {
      const agent = await systemAgentOf(request);
      const [session] = await db.select().from(chatSessions).where(mySessions(request, agent.id, eq(chatSessions.session_id, request.params.session_id)));
      foundOr404(session);
      const rows = await db.select().from(chatMessages).where(eq(chatMessages.session_id, session.id)).orderBy(asc(chatMessages.id));
      return { messages: rows.map((row) => ({ role: row.role, content: row.content, created_at: row.created_at.toISOString() })) };
    },
  });

  api.post('/system-chat/send', {
    config: { permission: 'agents:chat' },
    schema: {
      tags,
      summary: 'Send a message to the system agent; without session_id a session is created',
      body: z.object({ message: z.string().trim().min(1).max(20_000), session_id: z.string().uuid().optional().nullable() }),
      response: { 200: z.object({ response: z.string(), session_id: z.string() }), 400: errorBody, 402: errorBody, 404: errorBody, 502: errorBody, 504: errorBody },
    },
    handler: async (request, reply) => {
      const agent = await systemAgentOf(request);
      let sessionId = request.body.session_id ?? null;
      if (!sessionId) {
        const [created] = await db
          .insert(chatSessions)
          .values({ organization_id: organizationIdOf(request), agent_id: agent.id, user_id: authOf(request).user.id, title: request.body.message.slice(0, TITLE_LENGTH) })
          .returning();
        sessionId = created.session_id;
      }
      const result = await chat.run(request, agent.id, { messages: [{ role: 'user', content: request.body.message }], session_id: sessionId, has_images: false, stream: false });
      reply.header('x-console-overhead-ms', result.overheadMs().toFixed(2));
      return { response: result.text, session_id: sessionId };
    },
  });
}
