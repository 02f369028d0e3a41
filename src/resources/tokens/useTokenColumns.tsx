import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import type { ApiToken } from './tokens-api';

interface Options {
  /** Agent names by id, for the agent column (absent in the agent's own tab). */
  agentNames?: Map<number, string>;
  canUpdate: boolean;
  canDelete: boolean;
  pendingId: number | null;
  onToggle: (token: ApiToken) => void;
  onRegenerate: (token: ApiToken) => void;
  onDelete: (token: ApiToken) => void;
}

/** Name, prefix, agent, status switch, expiry, last use, credits spent this month (of its limit), creation and the row actions. */
export function useTokenColumns({ agentNames, canUpdate, canDelete, pendingId, onToggle, onRegenerate, onDelete }: Options): TableColumnsType<ApiToken> {
  const { t } = useTranslation('tokens');
  const formatDate = useDateTimeFormat();
  const credits = new Intl.NumberFormat(useLanguage(), { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  const columns: TableColumnsType<ApiToken> = [
    { key: 'name', title: t('columns.name'), render: (_, token) => <Typography.Text strong data-testid="token-name">{token.name}</Typography.Text> },
    {
      key: 'prefix',
      title: t('columns.prefix'),
      render: (_, token) => (
        <Typography.Text code data-testid="token-prefix">
          {token.token_prefix}…
        </Typography.Text>
      ),
    },
  ];
  if (agentNames) {
    columns.push({
      key: 'agent',
      title: t('columns.agent'),
      render: (_, token) => {
        if (token.agent_id !== null) return <span data-testid="token-agent">{agentNames.get(token.agent_id) ?? `#${token.agent_id}`}</span>;
        return (
          <Flex gap={4} wrap align="center" data-testid="token-agent">
            {token.is_admin_token && <Tag color="gold">{t('admin_token')}</Tag>}
            {secondary(t('all_agents'))}
          </Flex>
        );
      },
    });
  }
  columns.push(
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, token) => (
        <Switch
          data-testid="token-active-switch"
          aria-label={t(token.is_active ? 'actions.deactivate' : 'actions.activate', { name: token.name })}
          checked={token.is_active}
          checkedChildren={t('status.active')}
          unCheckedChildren={t('status.inactive')}
          disabled={!canUpdate}
          loading={pendingId === token.id}
          onChange={() => onToggle(token)}
        />
      ),
    },
    { key: 'expires_at', title: t('columns.expires_at'), render: (_, token) => (token.expires_at ? formatDate(token.expires_at) : secondary(t('no_expiry'))) },
    {
      key: 'last_used_at',
      title: t('columns.last_used_at'),
      render: (_, token) => <span data-testid="token-last-used">{token.last_used_at ? formatDate(token.last_used_at) : secondary(t('never'))}</span>,
    },
    {
      key: 'spent_this_month',
      title: t('columns.spent_this_month'),
      render: (_, token) => (
        <span data-testid="token-spent">
          {token.monthly_limit === null ? credits.format(token.spent_this_month) : t('spent_of_limit', { spent: credits.format(token.spent_this_month), limit: credits.format(token.monthly_limit) })}
        </span>
      ),
    },
    { key: 'created_at', title: t('columns.created_at'), render: (_, token) => formatDate(token.created_at) },
  );
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 110,
      render: (_, token) => (
        <Space size={4}>
          {canUpdate && (
            <Tooltip title={t('actions.regenerate')}>
              <Button data-testid="token-regenerate" aria-label={t('actions.regenerate')} type="text" icon={<ReloadOutlined />} onClick={() => onRegenerate(token)} />
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title={t('actions.delete')}>
              <Button data-testid="token-delete" aria-label={t('actions.delete')} type="text" danger icon={<DeleteOutlined />} onClick={() => onDelete(token)} />
            </Tooltip>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
