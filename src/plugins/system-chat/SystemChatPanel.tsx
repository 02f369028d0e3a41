import { CloseOutlined, PlusOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Spin, Tooltip, Typography, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setSystemChatOpen } from './chat-store';
import { loadConversation, newChat, sendMessage, useConversation, type ChatMessage } from './conversation';
import { bubbleStyle } from '../chat/bubble-style';

export const CHAT_WIDTH = 400;
export const CHAT_HEIGHT = 600;
/** The list follows new messages only when the user is this close to its bottom. */
export const AUTO_SCROLL_THRESHOLD = 80;

/** The floating system-chat panel: a conversation with the organization's system agent. */
export default function SystemChatPanel() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { status, agent, messages, pending } = useConversation();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const configured = status === 'ready' && agent !== null;

  useEffect(() => {
    if (status === 'idle') void loadConversation();
  }, [status]);

  useEffect(() => {
    if (configured) inputRef.current?.focus();
  }, [configured]);

  // Follow the conversation while the user is reading its end.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && nearBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages, pending, status]);

  const onScroll = () => {
    const list = listRef.current;
    if (list) nearBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= AUTO_SCROLL_THRESHOLD;
  };

  const title = agent?.name || t('system_chat.default_agent_name');
  const canSend = configured && !pending && draft.trim() !== '';

  const send = () => {
    if (!canSend) return;
    const text = draft;
    setDraft('');
    nearBottom.current = true;
    void sendMessage(text, t('system_chat.send_error'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const startNewChat = () => {
    newChat();
    setDraft('');
    nearBottom.current = true;
    inputRef.current?.focus();
  };

  let body;
  if (status === 'idle' || status === 'loading') {
    body = (
      <Flex flex={1} align="center" justify="center" data-testid="system-chat-loading">
        <Spin tip={t('system_chat.loading')}>
          <div style={{ padding: 32 }} />
        </Spin>
      </Flex>
    );
  } else if (!configured) {
    body = (
      <Flex flex={1} align="center" justify="center" data-testid="system-chat-not-configured">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('system_chat.not_configured')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('system_chat.not_configured_hint')}</Typography.Text>
            </>
          }
        />
      </Flex>
    );
  } else {
    body = (
      <div
        ref={listRef}
        onScroll={onScroll}
        data-testid="system-chat-messages"
        role="log"
        aria-live="polite"
        aria-label={title}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, paddingRight: 4 }}
      >
        {messages.length === 0 && !pending ? (
          <Flex flex={1} vertical align="center" justify="center" gap={8} data-testid="system-chat-welcome" style={{ textAlign: 'center', padding: 16 }}>
            <RobotOutlined style={{ fontSize: 32, color: token.colorPrimary }} />
            <Typography.Text type="secondary">{t('system_chat.welcome')}</Typography.Text>
          </Flex>
        ) : (
          messages.map((m) => <MessageBubble key={m.key} message={m} />)
        )}
        {pending && <TypingIndicator label={t('system_chat.typing')} />}
      </div>
    );
  }

  return (
    <Card
      data-testid="system-chat-panel"
      role="dialog"
      aria-label={title}
      title={
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <RobotOutlined />
          <Typography.Text data-testid="system-chat-title" ellipsis style={{ fontWeight: token.fontWeightStrong }}>
            {title}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Tooltip title={t('system_chat.new_chat')}>
            <Button
              data-testid="system-chat-new"
              aria-label={t('system_chat.new_chat')}
              type="text"
              icon={<PlusOutlined />}
              onClick={startNewChat}
            />
          </Tooltip>
          <Tooltip title={t('system_chat.close')}>
            <Button
              data-testid="system-chat-close"
              aria-label={t('system_chat.close')}
              type="text"
              icon={<CloseOutlined />}
              onClick={() => setSystemChatOpen(false)}
            />
          </Tooltip>
        </Flex>
      }
      style={{
        position: 'fixed',
        top: 72,
        right: 16,
        zIndex: token.zIndexPopupBase,
        width: CHAT_WIDTH,
        height: CHAT_HEIGHT,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 'calc(100vh - 88px)',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: token.boxShadowSecondary,
      }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, padding: 16 } }}
    >
      {body}
      <Flex gap={8} align="end">
        <Input.TextArea
          ref={(instance) => {
            inputRef.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          data-testid="system-chat-input"
          aria-label={t('system_chat.placeholder')}
          aria-description={t('system_chat.input_hint')}
          placeholder={t('system_chat.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={!configured}
        />
        <Button
          data-testid="system-chat-send"
          type="primary"
          icon={<SendOutlined />}
          aria-label={t('system_chat.send')}
          loading={pending}
          disabled={!canSend && !pending}
          onClick={send}
        />
      </Flex>
    </Card>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { token } = theme.useToken();
  const mine = message.role === 'user';
  return (
    <div
      data-testid={`system-chat-message-${message.role}`}
      data-error={message.error ? 'true' : undefined}
      // Plain text with its line breaks.
      style={bubbleStyle(token, { mine, error: message.error, preWrap: true })}
    >
      {message.content}
    </div>
  );
}

function TypingIndicator({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="system-chat-typing"
      role="status"
      aria-label={label}
      style={{ alignSelf: 'flex-start', padding: '10px 14px', borderRadius: token.borderRadiusLG, background: token.colorFillTertiary }}
    >
      <style>{'@keyframes system-chat-dot{0%,80%,100%{opacity:.25}40%{opacity:1}}'}</style>
      <Flex gap={4} aria-hidden>
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            style={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              background: token.colorTextSecondary,
              animation: `system-chat-dot 1.2s ${i * 0.2}s infinite ease-in-out`,
            }}
          />
        ))}
      </Flex>
    </div>
  );
}
