import type { z } from 'zod';
import type { chatMessage, chatSession } from '../../../../contract/chat';
import type { ConsoleDataMeta } from '../../../providers';
import { http } from '../../../providers/http-client';
import { readSse } from './sse';

export type ChatSession = z.infer<typeof chatSession>;
export type StoredMessage = z.infer<typeof chatMessage>;

/** Refine's resource for the caller's chat sessions (GET/POST /sessions, PATCH/DELETE /sessions/{id}). */
export const SESSIONS = 'chat-sessions';
export const SESSIONS_META: ConsoleDataMeta = { apiPath: '/sessions' };

/** The spec's pause between creating a session and sending its first message (spec-1 §2, §9). */
export const NEW_SESSION_DELAY_MS = 500;

export const sessionUrl = (id: number) => `/sessions/${id}`;
export const chatUrl = (agentId: number) => `/agents/${agentId}/chat`;

export interface TurnMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The events of a streamed chat answer. */
export type ChatStreamEvent =
  | { type: 'delta'; content: string }
  | { type: 'done'; session_id: string | null; tokens_used: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { type: 'error'; code: string; detail: string };

export type StreamOutcome = { kind: 'done'; tokensUsed: number } | { kind: 'error'; code: string; detail: string } | { kind: 'cut' };

function parseEvent(data: string): ChatStreamEvent | null {
  try {
    const event = JSON.parse(data) as ChatStreamEvent;
    return typeof event === 'object' && event !== null && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * One chat turn, streamed: POST /agents/{id}/chat with `stream: true`; each delta goes to `onDelta`.
 * Rejects with an HttpError when the server refuses before the stream opens (402, 404, 400…);
 * resolves with 'done', the stream's 'error' event, or 'cut' when the stream ends without either.
 * Aborting `signal` rejects with an AbortError.
 */
export async function streamChat(params: {
  agentId: number;
  messages: TurnMessage[];
  sessionId: string;
  signal?: AbortSignal;
  onDelta: (text: string) => void;
  onOpen?: () => void;
}): Promise<StreamOutcome> {
  const response = await http.stream(chatUrl(params.agentId), {
    method: 'POST',
    body: { messages: params.messages, session_id: params.sessionId, stream: true },
    signal: params.signal,
  });
  params.onOpen?.();
  if (!response.body) return { kind: 'cut' };
  for await (const { data } of readSse(response.body)) {
    const event = parseEvent(data);
    if (!event) continue;
    if (event.type === 'delta') params.onDelta(event.content);
    else if (event.type === 'done') return { kind: 'done', tokensUsed: event.tokens_used };
    else if (event.type === 'error') return { kind: 'error', code: event.code, detail: event.detail };
  }
  return { kind: 'cut' };
}
