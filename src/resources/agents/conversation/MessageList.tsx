import { useLayoutEffect, useRef } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { Flex, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import Markdown from './Markdown';
import type { ChatItem } from './useConversation';
import { bubbleStyle } from '../../../plugins/chat/bubble-style';

/** The list follows the reply only while the user is this close to its bottom (as the system chat). */
export const AUTO_SCROLL_THRESHOLD = 80;

interface Props {
  messages: ChatItem[];
  loading: boolean;
  label: string;
}

/** The selected conversation: the user's messages on the right, the agent's (markdown) on the left. */
export function MessageList({ messages, loading, label }: Props) {
  const { t } = useTranslation('agents');
  const { token } = theme.useToken();
  const listRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const count = messages.length;

  // A new message (sent or loaded) brings the view to the bottom; a growing reply keeps it there.
  useLayoutEffect(() => {
    nearBottom.current = true;
  }, [count]);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && nearBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages, loading]);

  const onScroll = () => {
    const list = listRef.current;
    if (list) nearBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= AUTO_SCROLL_THRESHOLD;
  };

  if (loading) {
    return (
      <Flex flex={1} align="center" justify="center" data-testid="chat-messages-loading">
        <Spin tip={t('chat.loading')}>
          <div style={{ padding: 32 }} />
        </Spin>
      </Flex>
    );
  }

  return (
    <div
      ref={listRef}
      onScroll={onScroll}
      data-testid="chat-messages"
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, padding: '4px 4px 4px 0' }}
    >
      {count === 0 ? (
        <Flex flex={1} vertical align="center" justify="center" gap={8} data-testid="chat-empty-messages" style={{ textAlign: 'center', padding: 16 }}>
          <MessageOutlined style={{ fontSize: 28, color: token.colorTextQuaternary }} />
          <Typography.Text type="secondary">{t('chat.empty_messages')}</Typography.Text>
        </Flex>
      ) : (
        messages.map((message) => <Bubble key={message.key} message={message} typingLabel={t('chat.typing')} />)
      )}
    </div>
  );
}

function Bubble({ message, typingLabel }: { message: ChatItem; typingLabel: string }) {
  const { token } = theme.useToken();
  const mine = message.role === 'user';
  const waiting = message.streaming && message.content === '';
  return (
    <div
      data-testid={`chat-message-${message.role}`}
      data-error={message.error ? 'true' : undefined}
      data-streaming={message.streaming ? 'true' : undefined}
      // Replies are markdown; the user's text and errors keep their line breaks.
      style={bubbleStyle(token, { mine, error: message.error, preWrap: mine || Boolean(message.error) })}
    >
      {waiting ? <Typing label={typingLabel} /> : mine || message.error ? message.content : <Markdown text={message.content} />}
    </div>
  );
}

function Typing({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <span data-testid="chat-typing" role="status" aria-label={label} style={{ display: 'inline-flex', gap: 4, padding: '4px 0' }}>
      <style>{'@keyframes agent-chat-dot{0%,80%,100%{opacity:.25}40%{opacity:1}}'}</style>
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          aria-hidden
          style={{ width: 6, height: 6, borderRadius: '50%', background: token.colorTextSecondary, animation: `agent-chat-dot 1.2s ${i * 0.2}s infinite ease-in-out` }}
        />
      ))}
    </span>
  );
}
