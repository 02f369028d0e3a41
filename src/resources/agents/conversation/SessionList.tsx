import { useRef, useState, type KeyboardEvent } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Input, Spin, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../profile/useDateTimeFormat';
import type { ChatSession } from './chat-api';

interface Props {
  sessions: ChatSession[];
  loading: boolean;
  selectedId: number | null;
  creating: boolean;
  onSelect: (id: number) => void;
  onCreate: () => void;
  onRename: (session: ChatSession, title: string) => void;
  onDelete: (session: ChatSession) => Promise<void>;
}

/** The caller's sessions with the agent, newest first: select, create, rename inline, delete after confirmation. */
export function SessionList({ sessions, loading, selectedId, creating, onSelect, onCreate, onRename, onDelete }: Props) {
  const { t } = useTranslation('agents');
  const { modal } = App.useApp();
  const [editingId, setEditingId] = useState<number | null>(null);

  const confirmDelete = (session: ChatSession) =>
    modal.confirm({
      title: t('chat.confirm_delete.title', { title: session.title }),
      content: t('chat.confirm_delete.content'),
      okText: t('chat.confirm_delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'chat-session-delete-confirm' },
      cancelText: t('chat.confirm_delete.cancel'),
      onOk: () => onDelete(session),
    });

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, height: '100%' }} data-testid="chat-sessions">
      <Button data-testid="chat-new-session" icon={<PlusOutlined />} onClick={onCreate} loading={creating} block>
        {t('chat.new_conversation')}
      </Button>
      {loading ? (
        <Flex flex={1} justify="center" align="center" data-testid="chat-sessions-loading">
          <Spin />
        </Flex>
      ) : sessions.length === 0 ? (
        <Empty data-testid="chat-sessions-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.no_sessions')} style={{ marginTop: 24 }} />
      ) : (
        <div role="list" aria-label={t('chat.sessions')} style={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              selected={session.id === selectedId}
              editing={session.id === editingId}
              onSelect={() => onSelect(session.id)}
              onEdit={() => setEditingId(session.id)}
              onEditDone={(title) => {
                setEditingId(null);
                if (title !== null) onRename(session, title);
              }}
              onDelete={() => confirmDelete(session)}
            />
          ))}
        </div>
      )}
    </Flex>
  );
}

interface RowProps {
  session: ChatSession;
  selected: boolean;
  editing: boolean;
  onSelect: () => void;
  onEdit: () => void;
  /** The new title (Enter or blur), or null (Escape). */
  onEditDone: (title: string | null) => void;
  onDelete: () => void;
}

function SessionRow({ session, selected, editing, onSelect, onEdit, onEditDone, onDelete }: RowProps) {
  const { t } = useTranslation('agents');
  const { token } = theme.useToken();
  const formatDate = useDateTimeFormat();
  const [hovered, setHovered] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    } else if (event.key === 'F2') {
      event.preventDefault();
      onEdit();
    }
  };

  return (
    <div
      data-testid={`chat-session-${session.id}`}
      data-selected={selected ? 'true' : undefined}
      role="listitem"
      onClick={editing ? undefined : onSelect}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '6px 8px',
        borderRadius: token.borderRadius,
        cursor: editing ? 'default' : 'pointer',
        background: selected ? token.controlItemBgActive : hovered ? token.controlItemBgHover : undefined,
      }}
    >
      {editing ? (
        <TitleEditor initial={session.title} label={t('chat.rename_input')} onDone={onEditDone} />
      ) : (
        <>
          <div
            role="button"
            tabIndex={0}
            aria-current={selected ? 'true' : undefined}
            aria-label={session.title}
            data-testid="chat-session-open"
            style={{ flex: 1, minWidth: 0, outlineOffset: 2 }}
            onKeyDown={onKeyDown}
            onDoubleClick={onEdit}
          >
            <Typography.Text data-testid="chat-session-title" ellipsis={{ tooltip: session.title }} strong={selected} style={{ display: 'block' }}>
              {session.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, display: 'block' }} ellipsis>
              {formatDate(session.updated_at)} · {t('chat.message_count', { count: session.message_count })}
            </Typography.Text>
          </div>
          <Tooltip title={t('chat.rename')}>
            <Button
              data-testid="chat-session-rename"
              aria-label={t('chat.rename')}
              type="text"
              size="small"
              icon={<EditOutlined />}
              onClick={(event) => {
                event.stopPropagation();
                onEdit();
              }}
            />
          </Tooltip>
          <Tooltip title={t('chat.delete')}>
            <Button
              data-testid="chat-session-delete"
              aria-label={t('chat.delete')}
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={(event) => {
                event.stopPropagation();
                onDelete();
              }}
            />
          </Tooltip>
        </>
      )}
    </div>
  );
}

/** The inline title input: Enter or leaving it saves, Escape cancels (without closing the dialog). */
function TitleEditor({ initial, label, onDone }: { initial: string; label: string; onDone: (title: string | null) => void }) {
  const [value, setValue] = useState(initial);
  const finished = useRef(false);
  const finish = (title: string | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(title);
  };
  return (
    <Input
      data-testid="chat-session-title-input"
      aria-label={label}
      size="small"
      autoFocus
      maxLength={200}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onFocus={(event) => event.target.select()}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish(null);
        }
      }}
      onBlur={() => finish(value)}
    />
  );
}
