import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/common';
import { notFound } from '../../core/errors';
import { inOrganization, organizationIdOf } from '../../core/tenancy';
import { agents } from '../agents/schema';
import type { AppContext } from '../../context';
import { eventStream } from './event-stream';
import { createChatService } from './service';

/** An agent as an OpenAI model: `agent-<id>` (a bare id is accepted too). */
const modelIdOf = (agentId: number) => `agent-${agentId}`;
const agentIdOf = (model: string) => {
  const match = /^(?:agent-)?(\d{1,9})$/.exec(model.trim());
  return match ? Number(match[1]) : null;
};

const completionBody = z.object({
  model: z.string().min(1).max(100),
  messages: z
    .array(
      z.object({
        role: z.enum(['system', 'user', 'assistant', 'developer']),
        content: z.union([z.string().max(100_000), z.array(z.object({ type: z.string(), text: z.string().max(100_000).optional() }).passthrough()).max(20)]),
      }),
    )
    .min(1)
    .max(200),
  stream: z.boolean().optional(),
});

const completion = z.object({
  id: z.string(),
  object: z.string(),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(z.object({ index: z.number().int(), message: z.object({ role: z.string(), content: z.string() }), finish_reason: z.string() })),
  usage: z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() }),
});
const modelList = z.object({
  object: z.string(),
  data: z.array(z.object({ id: z.string(), object: z.string(), created: z.number().int(), owned_by: z.string(), name: z.string() })),
});

/**
 * The OpenAI-compatible surface: each agent the caller reaches is a model, so the official OpenAI
 * client libraries talk to an agent unchanged (API token as the key, or X-API-Token).
 */
export async function openAiCompatibleRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['openai-compatible'];
  const chat = createChatService(ctx);

  /** The agents an API token (or a session) reaches: its one agent, or every active agent of the organization. */
  const reachable = (request: FastifyRequest) => {
    const grant = request.apiToken;
    const only = grant?.agentId ? eq(agents.id, grant.agentId) : undefined;
    return inOrganization(request, agents.organization_id, eq(agents.is_active, true), only);
  };

  api.get('/v1/models', {
    config: { permission: 'agents:chat', apiToken: true },
    schema: { tags, summary: 'The agents this key reaches, as OpenAI models', response: { 200: modelList } },
    handler: async (request) => {
      if (request.apiToken && !request.apiToken.agentId && !request.apiToken.isAdmin) return { object: 'list', data: [] };
      const rows = await db.select({ id: agents.id, name: agents.name, created_at: agents.created_at }).from(agents).where(reachable(request)).orderBy(asc(agents.id));
      return {
        object: 'list',
        data: rows.map((row) => ({ id: modelIdOf(row.id), object: 'model', created: Math.floor(row.created_at.getTime() / 1000), owned_by: 'agent-console', name: row.name })),
      };
    },
  });

  api.post('/v1/chat/completions', {
    config: { permission: 'agents:chat', apiToken: true },
    schema: { tags, summary: 'OpenAI chat completions where the model is an agent (plain or streamed)', body: completionBody, response: { 200: completion, 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 429: errorBody } },
    handler: async (request, reply) => {
      const agentId = agentIdOf(request.body.model);
      if (!agentId) throw notFound('model_not_found');
      // The agents this key reaches (see `reachable`), from the copy the chat keeps in memory.
      const agent = (await chat.keptAgent(agentId))?.agent;
      const grant = request.apiToken;
      if (!agent?.is_active || agent.organization_id !== organizationIdOf(request) || (grant?.agentId && grant.agentId !== agent.id)) throw notFound('model_not_found');
      // The agent speaks with its own system prompt: the caller's system messages are dropped.
      const messages = request.body.messages
        .filter((message) => message.role === 'user' || message.role === 'assistant')
        .map((message) => ({
          role: message.role as 'user' | 'assistant',
          content: typeof message.content === 'string' ? message.content : message.content.map((part) => part.text ?? '').join('\n'),
        }));
      if (messages.length === 0) throw notFound('model_not_found');
      const body = { messages, has_images: false, session_id: null, stream: false };
      const id = `chatcmpl-${randomUUID()}`;
      const created = Math.floor(Date.now() / 1000);
      const model = request.body.model;

      if (!request.body.stream) {
        const result = await chat.run(request, agent.id, body);
        reply.header('x-console-overhead-ms', result.overheadMs().toFixed(2));
        return {
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: result.text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: result.input, completion_tokens: result.output, total_tokens: result.input + result.output },
        };
      }

      const events = eventStream(reply.raw);
      const chunk = (delta: object, finish: string | null) => ({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
      let first = true;
      try {
        const result = await chat.run(request, agent.id, body, {
          onStart: (overheadMs) => events.open({ 'x-console-overhead-ms': overheadMs.toFixed(2) }),
          callerGone: events.callerGone,
          onDelta: (content) => {
            events.send(chunk(first ? { role: 'assistant', content } : { content }, null));
            first = false;
          },
        });
        events.send(chunk({}, 'stop'));
        events.send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: { prompt_tokens: result.input, completion_tokens: result.output, total_tokens: result.input + result.output } });
      } catch (error) {
        if (!reply.raw.headersSent) throw error;
        events.send({ error: { message: (error as Error).message, type: 'provider_error' } });
      }
      events.end('[DONE]');
      return reply;
    },
  });
}
