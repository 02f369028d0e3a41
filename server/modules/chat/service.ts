import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BILLED_RESOURCES } from '../../../contract/constants';
import type { chatBody } from '../../../contract/chat';
import { authOf } from '../../core/auth';
import type { Reservation } from '../../core/ledger';
import { AppError, badRequest, notFound } from '../../core/errors';
import { languageOf, translate } from '../../core/messages';
import { foundOr404, inOrganization, organizationIdOf } from '../../core/tenancy';
import type { AppContext } from '../../context';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { agents, type Agent } from '../agents/schema';
import { languageModel } from '../providers/adapters';
import { monthSpend } from '../tokens/spend';
import { providers, type Provider } from '../providers/schema';
import { eventStream } from './event-stream';
import { generateTurn, imagePart, openTurnStream, readTurnStream, type TurnCall, type TurnMessage } from '../providers/model-call';
import { estimateTokens, systemPromptOf } from './prompt';
import { providerFailure } from './provider-errors';
import { chatMessages, chatSessions } from './schema';

type ChatBody = z.infer<typeof chatBody>;

const textOf = (content: ChatBody['messages'][number]['content']) =>
  typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** A message as the model takes it; images only when the call says it has them. */
function toTurnMessage(message: ChatBody['messages'][number], withImages: boolean): TurnMessage {
  if (message.role === 'system') return { role: 'system', content: textOf(message.content) };
  if (typeof message.content === 'string') return { role: message.role, content: [{ type: 'text', text: message.content }] };
  if (message.role === 'assistant') return { role: 'assistant', content: [{ type: 'text', text: textOf(message.content) }] };
  return {
    role: 'user',
    content: message.content.filter((part) => withImages || part.type === 'text').map((part) => (part.type === 'text' ? { type: 'text', text: part.text } : imagePart(part.image))),
  };
}

/**
 * One chat turn with an agent: its provider's real model through the AI SDK, the session's history,
 * metered through the ledger (reserve an estimate, settle the tokens used, release on failure).
 */
export function createChatService({ config, db, ledger, secretBox, kept }: AppContext) {
  /**
   * Each kept agent's model (its provider's key opened once) and system prompt, dropped with the kept
   * copy when the agent or its provider changes.
   */
  const setups = new WeakMap<object, { model: LanguageModelV3; system: string }>();
  const setupOf = (found: object, agent: Agent, provider: Provider) => {
    let setup = setups.get(found);
    if (!setup) {
      const model = languageModel({ ...provider, api_key: provider.api_key_sealed ? secretBox.open(provider.api_key_sealed) : null }, agent.model_name);
      setup = { model, system: systemPromptOf(agent) };
      setups.set(found, setup);
    }
    return setup;
  };
  /** Organizations whose last reservation on this instance went through: their provider call need not wait for the next. */
  const paying = new Set<number>();
  /** An agent with its provider, kept in memory until either changes. */
  const keptAgent = (agentId: number) =>
    kept.chatAgents.get(agentId, async () => (await db.select({ agent: agents, provider: providers }).from(agents).leftJoin(providers, eq(providers.id, agents.provider_id)).where(eq(agents.id, agentId)))[0]);

  async function prepare(request: FastifyRequest, agentId: number, body: ChatBody) {
    // An agent-bound API token reaches only its agent; an admin token every agent of its organization.
    const grant = request.apiToken;
    if (grant && (grant.agentId ? grant.agentId !== agentId : !grant.isAdmin)) throw notFound();
    const found = await keptAgent(agentId);
    if (found?.agent.organization_id !== organizationIdOf(request)) throw notFound();
    const { agent, provider } = found;
    if (!agent.is_active) throw badRequest('agent_inactive');
    if (!provider || !provider.is_active) throw badRequest('provider_unavailable');

    let session = null;
    let history: TurnMessage[] = [];
    if (body.session_id) {
      [session] = await db
        .select()
        .from(chatSessions)
        .where(inOrganization(request, chatSessions.organization_id, eq(chatSessions.session_id, body.session_id), eq(chatSessions.agent_id, agent.id)));
      foundOr404(session);
      const previous = await db.select().from(chatMessages).where(eq(chatMessages.session_id, session.id)).orderBy(asc(chatMessages.id));
      history = previous.map((message) => toTurnMessage({ role: message.role, content: message.content }, false));
    }
    // With a session, the stored history stands for the earlier turns: only the new message is taken.
    const incoming = session ? body.messages.slice(-1) : body.messages;
    const last = incoming.at(-1)!;
    if (last.role !== 'user' || !textOf(last.content).trim()) throw badRequest('empty_message');
    const { model, system } = setupOf(found, agent, provider);
    const messages = [...history, ...incoming.map((message) => toTurnMessage(message, body.has_images))];
    const inputEstimate = estimateTokens(system + JSON.stringify(messages));
    return { agent, session, system, messages, inputEstimate, estimate: inputEstimate + agent.max_tokens, model, userText: textOf(last.content) };
  }

  const settlementFailed = (request: FastifyRequest, reservation: Reservation) => (error: unknown) =>
    request.log.error({ err: error, usage: reservation.id }, 'chat settlement failed');

  /** Stores the turn in its session (one statement, so the next turn sees it). */
  async function record(sessionId: number | undefined, userText: string, answer: string, usage: { input: number; output: number }) {
    if (!sessionId) return;
    await db.execute(sql`
      WITH stored AS (
        INSERT INTO chat_messages (session_id, role, content, tokens_used)
        VALUES (${sessionId}, 'user', ${userText}, ${usage.input}), (${sessionId}, 'assistant', ${answer}, ${usage.output})
      )
      UPDATE chat_sessions SET message_count = message_count + 2, updated_at = now() WHERE id = ${sessionId}`);
  }

  /**
   * One metered turn. The provider call starts at once, while an estimate is reserved beside it; the
   * answer waits for the reservation, so nothing reaches the caller unpaid, and a refused reservation
   * (402) aborts the call. The tokens the provider reports are then settled beside the answer instead of
   * before it, the way LLM gateways keep billing off the response path; a provider failure releases the
   * reservation. `onStart` runs once the turn is paid for, before the first piece, with the time the
   * console spent before the provider's request went out (the pieces then pass through as they arrive).
   * When the caller of a stream goes away (`callerGone`), the provider call stops and what was streamed
   * until then is billed by estimate: the provider reports no usage for a call cut short.
   */
  async function run(
    request: FastifyRequest,
    agentId: number,
    body: ChatBody,
    hooks: { onStart?: (overheadMs: number) => void; onDelta?: (text: string) => void; callerGone?: AbortSignal } = {},
  ) {
    const started = performance.now();
    const turn = await prepare(request, agentId, body);
    const grant = request.apiToken;
    if (grant?.monthlyLimitMicros != null && ((await monthSpend(db, [grant.id])).get(grant.id) ?? 0n) >= grant.monthlyLimitMicros) {
      throw new AppError(402, 'token_monthly_limit_reached');
    }
    const organizationId = organizationIdOf(request);
    // A refused reservation, the provider's timeout or a caller gone ends the call.
    const stop = new AbortController();
    const { onStart, onDelta, callerGone } = hooks;
    callerGone?.addEventListener('abort', () => stop.abort(new DOMException('The caller went away.', 'AbortError')), { once: true });
    const reserve = () => {
      const reserving = ledger.reserve({
        apiTokenId: grant?.id ?? null,
        organizationId,
        userId: authOf(request).user.id,
        resource: BILLED_RESOURCES.llmTokens,
        quantity: turn.estimate,
        description: `Chat · ${turn.agent.name} · ${turn.agent.model_name}`,
      });
      reserving.then(
        () => paying.add(organizationId),
        () => {
          stop.abort();
          paying.delete(organizationId);
        },
      );
      return reserving;
    };
    // Until an organization's last reservation here went through, learn the answer before calling anyone.
    const reservedFirst = paying.has(organizationId) ? null : await reserve();
    const call: TurnCall = {
      model: turn.model,
      system: turn.system,
      messages: turn.messages,
      temperature: turn.agent.temperature,
      maxOutputTokens: turn.agent.max_tokens,
      abortSignal: stop.signal,
    };
    const timeout = setTimeout(() => stop.abort(new DOMException('The provider did not answer in time.', 'TimeoutError')), config.providerTimeoutMs);
    const providerStart = performance.now();
    let providerMs = 0;
    // The provider's request goes out at once; the answer is read once the reservation is known.
    const stream = onDelta ? openTurnStream(call) : null;
    const whole = stream ? null : generateTurn(call);
    (stream ?? whole)?.catch(() => {});
    // The reservation's statement goes out after the provider's request: the provider's wait is the one that matters.
    const reserving: Promise<Reservation> = reservedFirst ? Promise.resolve(reservedFirst) : new Promise((resolve) => setImmediate(resolve)).then(reserve);

    const reservation = await reserving.catch((error: unknown) => {
      clearTimeout(timeout);
      throw error;
    });
    let streamed = '';
    let text: string;
    let usage: { input: number; output: number };
    try {
      if (stream && onDelta) {
        onStart?.(providerStart - started);
        ({ text, usage } = await readTurnStream(await stream, (piece) => {
          streamed += piece;
          onDelta(piece);
        }));
      } else {
        ({ text, usage } = await whole!);
      }
      providerMs = performance.now() - providerStart;
    } catch (error) {
      if (callerGone?.aborted) ledger.settleInBackground(reservation, turn.inputEstimate + estimateTokens(streamed), settlementFailed(request, reservation));
      else await ledger.release(reservation.id).catch(() => {});
      throw providerFailure(error);
    } finally {
      clearTimeout(timeout);
    }
    const { input, output } = usage;
    ledger.settleInBackground(reservation, input + output, settlementFailed(request, reservation));
    await record(turn.session?.id, turn.userText, text, { input, output });
    return {
      text,
      input,
      output,
      model: turn.agent.model_name,
      sessionId: turn.session?.session_id ?? null,
      /** The time the console itself added around the provider call, in milliseconds. */
      overheadMs: () => performance.now() - started - providerMs,
    };
  }

  return {
    run,
    keptAgent,

    /** POST /agents/{id}/chat: JSON, or server-sent events `delta` … `done` (or `error`) when `stream`. */
    async chat(request: FastifyRequest, reply: FastifyReply, agentId: number, body: ChatBody) {
      if (!body.stream) {
        const result = await run(request, agentId, body);
        reply.header('x-console-overhead-ms', result.overheadMs().toFixed(2));
        return {
          response: result.text,
          session_id: result.sessionId,
          model: result.model,
          tokens_used: result.input + result.output,
          usage: { prompt_tokens: result.input, completion_tokens: result.output },
        };
      }
      const events = eventStream(reply.raw);
      try {
        const result = await run(request, agentId, body, {
          onStart: (overheadMs) => events.open({ 'x-console-overhead-ms': overheadMs.toFixed(2) }),
          onDelta: (content) => events.send({ type: 'delta', content }),
          callerGone: events.callerGone,
        });
        events.end({ type: 'done', session_id: result.sessionId, tokens_used: result.input + result.output, usage: { prompt_tokens: result.input, completion_tokens: result.output } });
      } catch (error) {
        // Before the stream opened, the error is an ordinary JSON answer (402, 404…).
        if (!reply.raw.headersSent) throw error;
        const failure = error instanceof AppError ? error : providerFailure(error);
        events.end({ type: 'error', code: failure.code, detail: translate(languageOf(request), `errors:codes.${failure.code}`, failure.params) });
      }
      return reply;
    },
  };
}

