import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Space, Table, Typography } from 'antd';
import { useCreate, useList, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../contract/agents';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { AGENTS, AGENTS_META } from '../agents/agents-api';
import { TokenFormModal } from './TokenFormModal';
import { TokenValueModal } from './TokenValueModal';
import { TOKENS, TOKENS_META, curlExample, type ApiToken, type ApiTokenWithValue } from './tokens-api';
import { useTokenActions } from './useTokenActions';
import { useTokenColumns } from './useTokenColumns';

interface Props {
  /** Only this agent's tokens, created bound to it (the agent detail tab); absent on /tokens. */
  agentId?: number;
}

/** The token table with create, switch, regenerate and delete, the one-time value display, and how to call the API. */
export function TokensPanel({ agentId }: Props) {
  const { t } = useTranslation('tokens');
  const me = useCurrentUser();
  const forAgent = agentId !== undefined;
  const can = {
    create: hasPermission(me, 'tokens:create'),
    update: hasPermission(me, 'tokens:update'),
    delete: hasPermission(me, 'tokens:delete'),
  };
  const [creating, setCreating] = useState(false);
  const [quickName, setQuickName] = useState('');
  const [shown, setShown] = useState<ApiTokenWithValue | null>(null);

  const { result, query } = useList<ApiToken, HttpError>({
    resource: TOKENS,
    meta: TOKENS_META,
    pagination: { mode: 'off' },
    filters: forAgent ? [{ field: 'agent_id', operator: 'eq', value: agentId }] : [],
    errorNotification: errorToast(t('errors.load')),
  });
  const agents = useList<AgentDto, HttpError>({
    resource: AGENTS,
    meta: AGENTS_META,
    pagination: { mode: 'off' },
    queryOptions: { enabled: !forAgent },
  });
  const agentNames = new Map(agents.result.data.map((agent) => [agent.id, agent.name]));
  const { setActive, confirmRegenerate, confirmDelete, pendingId } = useTokenActions(setShown);
  const columns = useTokenColumns({
    agentNames: forAgent ? undefined : agentNames,
    canUpdate: can.update,
    canDelete: can.delete,
    pendingId,
    onToggle: setActive,
    onRegenerate: confirmRegenerate,
    onDelete: confirmDelete,
  });

  // The agent tab's inline create: a blank name silently does nothing (spec-1 §5).
  const quickCreate = useCreate<ApiTokenWithValue, HttpError, object>();
  const submitQuick = () => {
    const name = quickName.trim();
    if (!name || !forAgent || quickCreate.mutation.isPending) return;
    quickCreate.mutate(
      {
        resource: TOKENS,
        meta: TOKENS_META,
        values: { name, agent_id: agentId },
        successNotification: successToast(t('notifications.created')),
        errorNotification: errorToast(t('errors.create')),
      },
      {
        onSuccess: ({ data }) => {
          setQuickName('');
          setShown(data);
        },
      },
    );
  };

  const toolbar = can.create && (
    forAgent ? (
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          data-testid="agent-token-name-input"
          aria-label={t('form.name')}
          placeholder={t('form.name_placeholder')}
          value={quickName}
          maxLength={120}
          onChange={(event) => setQuickName(event.target.value)}
          onPressEnter={submitQuick}
        />
        <Button data-testid="agent-token-create" type="primary" icon={<PlusOutlined />} loading={quickCreate.mutation.isPending} onClick={submitQuick}>
          {t('create')}
        </Button>
      </Space.Compact>
    ) : (
      <Button data-testid="tokens-create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        {t('create')}
      </Button>
    )
  );

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Flex vertical gap={16} data-testid={forAgent ? 'agent-tokens' : 'tokens-panel'}>
      {toolbar && <Flex justify={forAgent ? 'flex-start' : 'flex-end'}>{toolbar}</Flex>}
      <Table<ApiToken>
        data-testid="tokens-table"
        rowKey="id"
        size={forAgent ? 'small' : 'middle'}
        columns={columns}
        dataSource={result.data}
        loading={query.isLoading}
        pagination={result.data.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        onRow={(token) => ({ 'data-testid': `token-row-${token.name}`, 'data-active': token.is_active }) as object}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(forAgent ? 'empty_agent' : 'empty')} data-testid="tokens-empty" /> }}
      />
      <div data-testid="tokens-usage">
        <Typography.Title level={5}>{t('usage.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('usage.description')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: curlExample(origin, agentId ?? '{id}') }}>
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{curlExample(origin, agentId ?? '{id}')}</pre>
        </Typography.Paragraph>
      </div>
      {creating && (
        <TokenFormModal
          agents={agents.result.data}
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setShown(token);
          }}
        />
      )}
      <TokenValueModal token={shown} onClose={() => setShown(null)} />
    </Flex>
  );
}
