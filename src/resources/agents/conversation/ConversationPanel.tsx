import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../../contract/agents';
import { hasPermission, useCurrentUser } from '../../../providers';
import { MessageList } from './MessageList';
import { SessionList } from './SessionList';
import { useConversation } from './useConversation';

export const PANEL_HEIGHT = 520;
export const SESSION_LIST_WIDTH = 260;

interface Props {
  agent: Pick<AgentDto, 'id' | 'name' | 'is_active' | 'provider'>;
}

/**
 * The 'Conversas' tab of the agent dialog: the caller's sessions with the agent on the left, the
 * selected conversation and the input on the right; replies stream in as markdown.
 */
export default function ConversationPanel({ agent }: Props) {
  const { t } = useTranslation('agents');
  const me = useCurrentUser();
  if (!hasPermission(me, 'agents:chat')) {
    return <Empty data-testid="chat-denied" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.no_access')} style={{ padding: 24 }} />;
  }
  return <Conversation agent={agent} />;
}

function Conversation({ agent }: Props) {
  const { t } = useTranslation('agents');
  const { token } = theme.useToken();
  const blocked = !agent.is_active ? t('chat.inactive') : !agent.provider ? t('chat.no_provider') : null;
  const chat = useConversation(agent, blocked === null);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const canSend = blocked === null && !chat.pending && draft.trim() !== '';

  // The input is ready to type in once a conversation is shown.
  useEffect(() => {
    if (blocked === null && !chat.loadingMessages) inputRef.current?.focus();
  }, [blocked, chat.selectedId, chat.loadingMessages]);

  const send = async () => {
    if (!canSend) return;
    const text = draft;
    setDraft('');
    const sent = await chat.send(text);
    // Not sent (refused before the reply started): the text comes back unless something new was typed.
    if (!sent) setDraft((current) => (current === '' ? text : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Flex data-testid="agent-conversation" style={{ height: PANEL_HEIGHT, minHeight: 0 }} gap={16}>
      <div style={{ width: SESSION_LIST_WIDTH, flexShrink: 0, borderRight: `1px solid ${token.colorBorderSecondary}`, paddingRight: 12, minHeight: 0 }}>
        <SessionList
          sessions={chat.sessions}
          loading={chat.loadingSessions}
          selectedId={chat.selectedId}
          creating={chat.creating}
          onSelect={chat.select}
          onCreate={() => void chat.create()}
          onRename={chat.rename}
          onDelete={chat.remove}
        />
      </div>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <Typography.Text data-testid="chat-current-title" strong ellipsis style={{ minHeight: token.lineHeight * token.fontSize }}>
          {chat.selected?.title ?? ''}
        </Typography.Text>
        {blocked && <Alert data-testid="chat-blocked" type="warning" showIcon message={blocked} />}
        <MessageList messages={chat.messages} loading={chat.loadingMessages} label={chat.selected?.title ?? agent.name} />
        <Flex gap={8} align="end">
          <Input.TextArea
            ref={(instance) => {
              inputRef.current = instance?.resizableTextArea?.textArea ?? null;
            }}
            data-testid="chat-input"
            aria-label={t('chat.placeholder')}
            aria-description={t('chat.input_hint')}
            placeholder={t('chat.placeholder')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={100_000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={blocked !== null}
          />
          <Button
            data-testid="chat-send"
            type="primary"
            icon={<SendOutlined />}
            aria-label={t('chat.send')}
            loading={chat.pending}
            disabled={!canSend && !chat.pending}
            onClick={() => void send()}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
