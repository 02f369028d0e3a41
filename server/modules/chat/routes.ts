import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatBody, chatResult, chatSession, sessionCreateBody, sessionListQuery, sessionUpdateBody } from '../../../contract/chat';
import { errorBody, idParam } from '../../../contract/common';
import { authOf } from '../../core/auth';
import { foundOr404, inOrganization, organizationIdOf } from '../../core/tenancy';
import { agents } from '../agents/schema';
import type { AppContext } from '../../context';
import { chatMessages, chatSessions, type ChatSession } from './schema';
import { createChatService } from './service';

const messageDto = (row: typeof chatMessages.$inferSelect) => ({ ...row, created_at: row.created_at.toISOString() });
const sessionDto = (row: ChatSession, messages?: (typeof chatMessages.$inferSelect)[]) => ({
  id: row.id,
  session_id: row.session_id,
  agent_id: row.agent_id,
  title: row.title,
  message_count: row.message_count,
  is_active: row.is_active,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  ...(messages ? { messages: messages.map(messageDto) } : {}),
});

/** Chat sessions (each user's own) and the chat call itself. */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const errors = { 400: errorBody, 402: errorBody, 403: errorBody, 404: errorBody };
  const chat = createChatService(ctx);

  /** Sessions belong to the user who opened them, inside their organization. */
  const mine = (request: FastifyRequest, ...conditions: (SQL | undefined)[]) =>
    inOrganization(request, chatSessions.organization_id, eq(chatSessions.user_id, authOf(request).user.id), ...conditions);
  const own = async (request: FastifyRequest, id: number) => foundOr404((await db.select().from(chatSessions).where(mine(request, eq(chatSessions.id, id))))[0]);
  const messagesOf = (sessionId: number) => db.select().from(chatMessages).where(eq(chatMessages.session_id, sessionId)).orderBy(asc(chatMessages.id));

  api.post('/sessions', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: 'Open a chat session with an agent', body: sessionCreateBody, response: { 201: chatSession, ...errors } },
    handler: async (request, reply) => {
      const [agent] = await db.select({ id: agents.id }).from(agents).where(inOrganization(request, agents.organization_id, eq(agents.id, request.body.agent_id)));
      foundOr404(agent);
      const [row] = await db
        .insert(chatSessions)
        .values({ organization_id: organizationIdOf(request), agent_id: agent.id, user_id: authOf(request).user.id, title: request.body.title })
        .returning();
      return reply.code(201).send(sessionDto(row));
    },
  });

  api.get('/sessions', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: "The caller's sessions, most recent first", querystring: sessionListQuery, response: { 200: z.array(chatSession) } },
    handler: async (request) => {
      const { agent_id, is_active, include_messages, limit = 100 } = request.query;
      const rows = await db
        .select()
        .from(chatSessions)
        .where(mine(request, agent_id ? eq(chatSessions.agent_id, agent_id) : undefined, is_active ? eq(chatSessions.is_active, is_active === 'true') : undefined))
        .orderBy(desc(chatSessions.updated_at), desc(chatSessions.id))
        .limit(limit);
      if (include_messages !== 'true') return rows.map((row) => sessionDto(row));
      return Promise.all(rows.map(async (row) => sessionDto(row, await messagesOf(row.id))));
    },
  });

  api.get('/sessions/:id', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: 'A session with its messages', params: idParam, response: { 200: chatSession, 404: errorBody } },
    handler: async (request) => {
      const row = await own(request, request.params.id);
      return sessionDto(row, await messagesOf(row.id));
    },
  });

  api.patch('/sessions/:id', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: 'Rename or close a session', params: idParam, body: sessionUpdateBody, response: { 200: chatSession, ...errors } },
    handler: async (request) => {
      const row = await own(request, request.params.id);
      const [updated] = await db.update(chatSessions).set(request.body).where(eq(chatSessions.id, row.id)).returning();
      return sessionDto(updated);
    },
  });

  api.delete('/sessions/:id', {
    config: { permission: 'agents:chat' },
    schema: { tags, summary: 'Delete a session and its messages', params: idParam, response: { 204: z.null(), 404: errorBody } },
    handler: async (request, reply) => {
      const row = await own(request, request.params.id);
      await db.delete(chatSessions).where(eq(chatSessions.id, row.id));
      return reply.code(204).send(null);
    },
  });

  api.post('/agents/:id/chat', {
    config: { permission: 'agents:chat', apiToken: true },
    schema: {
      tags,
      summary: 'Chat with an agent (metered in LLM tokens; `stream: true` answers as server-sent events); X-Console-Overhead-Ms tells the time the console added',
      params: idParam,
      body: chatBody,
      response: { 200: chatResult, ...errors, 502: errorBody, 504: errorBody },
    },
    handler: async (request, reply) => chat.chat(request, reply, request.params.id, request.body),
  });
}
