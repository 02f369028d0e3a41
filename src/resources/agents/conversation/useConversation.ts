import { useEffect, useRef, useState } from 'react';
import { useCreate, useDelete, useInvalidate, useList, useNotification, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../../contract/agents';
import { errorToast, successToast } from '../../../plugins/notifications/toasts';
import { useRefreshCreditBalance } from '../../../plugins/credit-badge/useCreditBalance';
import { http } from '../../../providers/http-client';
import { useDateTimeFormat } from '../../profile/useDateTimeFormat';
import { NEW_SESSION_DELAY_MS, SESSIONS, SESSIONS_META, sessionUrl, streamChat, type ChatSession, type TurnMessage } from './chat-api';

/** A message on screen: stored, just sent, a reply still arriving, or a failure shown as the agent's. */
export interface ChatItem {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** The reply is still streaming. */
  streaming?: boolean;
  /** An assistant bubble standing for a failure (the stream's error detail). */
  error?: boolean;
}

let nextKey = 0;
const item = (role: ChatItem['role'], content: string, extra: Partial<ChatItem> = {}): ChatItem => ({ key: `m${++nextKey}`, role, content, ...extra });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The state of an agent's conversation panel: the caller's sessions with the agent, the selected one's
 * messages, and the actions (select, create, rename, delete, send a streamed turn).
 */
export function useConversation(agent: Pick<AgentDto, 'id'>, canChat: boolean) {
  const { t } = useTranslation('agents');
  const { open } = useNotification();
  const formatDate = useDateTimeFormat({ dateStyle: 'short' });
  const invalidate = useInvalidate();
  const refreshBalance = useRefreshCreditBalance();

  const { result, query } = useList<ChatSession, HttpError>({
    resource: SESSIONS,
    meta: SESSIONS_META,
    filters: [{ field: 'agent_id', operator: 'eq', value: agent.id }],
    pagination: { mode: 'off' },
    errorNotification: errorToast(t('chat.errors.load_sessions')),
  });
  const { mutateAsync: createSession } = useCreate<ChatSession, HttpError, { agent_id: number; title: string }>();
  const update = useUpdate<ChatSession, HttpError, { title: string }>();
  const remove = useDelete<ChatSession, HttpError>();

  // A session just created shows at the top until the refetched list has it.
  const [fresh, setFresh] = useState<ChatSession | null>(null);
  const fetched = result.data;
  const sessions = fresh && !fetched.some((session) => session.id === fresh.id) ? [fresh, ...fetched] : fetched;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [messages, setMessagesState] = useState<ChatItem[]>([]);
  const [loadingMessages, setLoadingMessages] = useState(false);
  const [pending, setPending] = useState(false);
  const [creating, setCreating] = useState(false);
  const messagesRef = useRef<ChatItem[]>([]);
  const pendingRef = useRef(false);
  /** Bumped whenever the view shows another session (or none): late answers for the former view are dropped. */
  const view = useRef(0);
  const stream = useRef<AbortController | null>(null);

  const setMessages = (next: ChatItem[] | ((current: ChatItem[]) => ChatItem[])) => {
    messagesRef.current = typeof next === 'function' ? next(messagesRef.current) : next;
    setMessagesState(messagesRef.current);
  };
  const patchMessage = (key: string, patch: (message: ChatItem) => ChatItem) => setMessages((current) => current.map((m) => (m.key === key ? patch(m) : m)));
  const setBusy = (busy: boolean) => {
    pendingRef.current = busy;
    setPending(busy);
  };

  /** Shows another session (or none): stops following the reply of the former one. */
  const switchView = (id: number | null) => {
    view.current += 1;
    stream.current?.abort();
    stream.current = null;
    setBusy(false);
    setSelectedId(id);
    setMessages([]);
    setLoadingMessages(false);
  };

  // Closing the dialog stops reading a reply (the server still stores it).
  useEffect(() => () => stream.current?.abort(), []);

  const select = (id: number) => {
    if (id === selectedId) return;
    switchView(id);
    const current = view.current;
    setLoadingMessages(true);
    http
      .request<ChatSession>(sessionUrl(id))
      .then(({ data }) => {
        if (current === view.current) setMessages((data.messages ?? []).map((m) => item(m.role, m.content)));
      })
      .catch((error: HttpError) => {
        if (current === view.current) open?.(errorToast(t('chat.errors.load_session'))(error));
      })
      .finally(() => {
        if (current === view.current) setLoadingMessages(false);
      });
  };

  const newSession = async (): Promise<ChatSession | null> => {
    setCreating(true);
    try {
      const { data } = await createSession({
        resource: SESSIONS,
        meta: SESSIONS_META,
        values: { agent_id: agent.id, title: `${t('chat.new_conversation')} ${formatDate(new Date().toISOString())}` },
        successNotification: false,
        errorNotification: errorToast(t('chat.errors.create')),
      });
      setFresh(data);
      return data;
    } catch {
      return null; // toasted
    } finally {
      setCreating(false);
    }
  };

  /** The 'new conversation' button: creates a session and shows it, empty. */
  const create = async () => {
    const session = await newSession();
    if (session) switchView(session.id);
  };

  /** Inline rename; a blank or unchanged title is not saved. */
  const rename = (session: ChatSession, title: string) => {
    const trimmed = title.trim();
    if (!trimmed || trimmed === session.title) return;
    if (fresh?.id === session.id) setFresh({ ...fresh, title: trimmed });
    update.mutate({
      resource: SESSIONS,
      meta: SESSIONS_META,
      id: session.id,
      values: { title: trimmed },
      mutationMode: 'optimistic',
      successNotification: false,
      errorNotification: errorToast(t('chat.errors.rename')),
    });
  };

  /** After the confirmation: deletes the session, and clears the view when it was the one shown. */
  const removeSession = async (session: ChatSession) => {
    try {
      await remove.mutateAsync({
        resource: SESSIONS,
        meta: SESSIONS_META,
        id: session.id,
        successNotification: successToast(t('chat.notifications.deleted')),
        errorNotification: errorToast(t('chat.errors.delete')),
      });
    } catch {
      return; // toasted
    }
    if (fresh?.id === session.id) setFresh(null);
    if (selectedId === session.id) switchView(null);
  };

  /**
   * Sends one message and streams the reply into a growing bubble. Without a session one is created
   * first (then the spec's 500 ms pause). Resolves false when nothing was sent (blank text, a reply
   * pending, or the server refused before the stream opened: the caller keeps the text).
   */
  const send = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (!content || pendingRef.current || !canChat) return false;
    setBusy(true);
    let current = view.current;
    let session = sessions.find((s) => s.id === selectedId) ?? null;
    const isNew = !session;
    if (!session) {
      session = await newSession();
      if (current !== view.current) return false;
      if (!session) {
        setBusy(false);
        return false;
      }
      switchView(session.id);
      setBusy(true);
      current = view.current;
    }

    const history: TurnMessage[] = messagesRef.current.filter((m) => !m.error && m.content).map(({ role, content }) => ({ role, content }));
    const question = item('user', content);
    const reply = item('assistant', '', { streaming: true });
    setMessages((list) => [...list, question, reply]);
    if (isNew) {
      await sleep(NEW_SESSION_DELAY_MS);
      if (current !== view.current) return false;
    }
    const controller = new AbortController();
    stream.current = controller;
    let opened = false;
    const fail = (detail: string) =>
      patchMessage(reply.key, (m) => (m.content ? { ...m, streaming: false } : { ...m, content: detail, streaming: false, error: true }));
    const failAfter = (detail: string) => {
      const partial = messagesRef.current.find((m) => m.key === reply.key)?.content;
      fail(detail);
      if (partial) setMessages((list) => [...list, item('assistant', detail, { error: true })]);
    };
    try {
      const outcome = await streamChat({
        agentId: agent.id,
        messages: [...history, { role: 'user', content }],
        sessionId: session.session_id,
        signal: controller.signal,
        onOpen: () => {
          opened = true;
        },
        onDelta: (delta) => {
          if (current === view.current) patchMessage(reply.key, (m) => ({ ...m, content: m.content + delta }));
        },
      });
      if (current !== view.current) return true;
      if (outcome.kind === 'done') patchMessage(reply.key, (m) => ({ ...m, streaming: false }));
      else failAfter(outcome.kind === 'error' ? outcome.detail : t('chat.errors.interrupted'));
      void invalidate({ resource: SESSIONS, invalidates: ['list'] });
      void refreshBalance();
      return true;
    } catch (error) {
      if (current !== view.current || isAbort(error)) return true;
      if (!opened) {
        // Refused before the stream opened (402, 404…): the toast, and the text goes back to the input.
        setMessages((list) => list.filter((m) => m.key !== question.key && m.key !== reply.key));
        open?.(errorToast(t('chat.errors.send'))(error as HttpError));
        return false;
      }
      failAfter(t('chat.errors.interrupted'));
      return true;
    } finally {
      if (stream.current === controller) stream.current = null;
      if (current === view.current) setBusy(false);
    }
  };

  return {
    sessions,
    loadingSessions: query.isLoading,
    selected: sessions.find((session) => session.id === selectedId) ?? null,
    selectedId,
    messages,
    loadingMessages,
    pending,
    creating,
    select,
    create,
    rename,
    remove: removeSession,
    send,
  };
}
