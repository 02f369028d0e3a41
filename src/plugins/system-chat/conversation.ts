import { useSyncExternalStore } from 'react';
import { ensureCurrentUser, getCurrentUser, subscribe as subscribeUser } from '../../providers/session';
import { http, HttpError } from '../../providers/http-client';

/**
 * The system chat's conversation, kept in memory for the life of the page (the panel is unmounted
 * when closed, the conversation survives it). Loaded on the first opening; reset when the user changes.
 */

export interface SystemAgent {
  id: number;
  name: string;
  model_name: string;
}

export interface ChatMessage {
  key: number;
  role: 'user' | 'assistant';
  content: string;
  /** An assistant message standing for a failed send. */
  error?: boolean;
}

export type AgentStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface ConversationState {
  status: AgentStatus;
  /** null when no system agent is configured (or it could not be loaded). */
  agent: SystemAgent | null;
  messages: ChatMessage[];
  sessionId: string | null;
  pending: boolean;
}

const INITIAL: ConversationState = { status: 'idle', agent: null, messages: [], sessionId: null, pending: false };

let state: ConversationState = INITIAL;
/** Bumped when the user changes, so answers meant for a former user are dropped. */
let generation = 0;
/** Bumped by 'New chat', so a late history or reply does not refill a cleared chat. */
let chatGeneration = 0;
let loadedFor: number | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();

function update(patch: Partial<ConversationState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useConversation(): ConversationState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

function message(role: ChatMessage['role'], content: string, error = false): ChatMessage {
  return { key: nextKey++, role, content, ...(error ? { error } : {}) };
}

/** Forget everything (another user signed in, or signed out). */
function reset() {
  generation += 1;
  loadedFor = null;
  update(INITIAL);
}

subscribeUser(() => {
  const user = getCurrentUser();
  if (loadedFor !== null && user?.id !== loadedFor) reset();
});

/** On the first opening: the system agent, then the latest session and its history. */
export async function loadConversation(): Promise<void> {
  if (state.status !== 'idle') return;
  const run = generation;
  const chat = chatGeneration;
  update({ status: 'loading' });
  let agent: SystemAgent | null;
  try {
    const user = await ensureCurrentUser();
    if (run !== generation) return;
    loadedFor = user.id;
    const { data } = await http.request<{ system_agent: SystemAgent | null }>(`/organizations/${user.organization_id}/system-agent`);
    agent = data.system_agent;
  } catch {
    if (run === generation) update({ status: 'unavailable', agent: null });
    return;
  }
  if (run !== generation) return;
  update({ status: agent ? 'ready' : 'unavailable', agent });
  if (!agent) return;
  try {
    const { data } = await http.request<{ sessions: { id: string }[] }>('/system-chat/sessions', { query: { limit: 1 } });
    const session = data.sessions[0];
    const stale = () => run !== generation || chat !== chatGeneration || state.sessionId !== null || state.messages.length > 0;
    if (!session || stale()) return;
    const history = await http.request<{ messages: { role: ChatMessage['role']; content: string }[] }>(
      `/system-chat/history/${encodeURIComponent(session.id)}`,
    );
    // The user may have started chatting (or cleared the chat) meanwhile: keep what they did.
    if (stale()) return;
    update({ sessionId: session.id, messages: history.data.messages.map((m) => message(m.role, m.content)) });
  } catch {
    // Session and history failures are silently ignored: the chat starts empty.
  }
}

/** Sends one message; blank text, no agent or a pending reply send nothing. Resolves true when sent. */
export async function sendMessage(text: string, fallbackError: string): Promise<boolean> {
  const content = text.trim();
  if (!content || state.pending || state.status !== 'ready' || !state.agent) return false;
  const run = generation;
  const chat = chatGeneration;
  update({ pending: true, messages: [...state.messages, message('user', content)] });
  try {
    const { data } = await http.request<{ response: string; session_id: string }>('/system-chat/send', {
      method: 'POST',
      body: { message: content, session_id: state.sessionId },
    });
    if (run !== generation || chat !== chatGeneration) return true;
    update({ pending: false, sessionId: data.session_id, messages: [...state.messages, message('assistant', data.response)] });
  } catch (error) {
    if (run !== generation || chat !== chatGeneration) return true;
    const detail = error instanceof HttpError && error.detail ? error.detail : fallbackError;
    update({ pending: false, messages: [...state.messages, message('assistant', detail, true)] });
  }
  return true;
}

/** 'New chat': clears the messages and the session id (the agent stays). */
export function newChat(): void {
  chatGeneration += 1;
  update({ messages: [], sessionId: null, pending: false });
}
