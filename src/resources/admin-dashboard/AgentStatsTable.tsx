import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import type { AdminMetricsDto } from '../dashboard/dashboard-api';
import { formatCount } from '../dashboard/format';
import { StatsTableCard } from './StatsTableCard';

type AgentRow = AdminMetricsDto['agent_stats'][number];

interface Props {
  agents: AgentRow[] | undefined;
  loading: boolean;
}

/** Messages and tokens per agent over the period, most tokens first (the API's top 20). */
export function AgentStatsTable({ agents, loading }: Props) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const columns: TableColumnsType<AgentRow> = [
    { key: 'name', dataIndex: 'name', title: t('agents_table.name') },
    {
      key: 'model_name',
      title: t('agents_table.model'),
      render: (_, row) => <Typography.Text code>{row.model_name}</Typography.Text>,
    },
    {
      key: 'messages',
      title: t('agents_table.messages'),
      align: 'right',
      sorter: (a, b) => a.messages - b.messages,
      render: (_, row) => formatCount(row.messages, language),
    },
    {
      key: 'tokens',
      title: t('agents_table.tokens'),
      align: 'right',
      sorter: (a, b) => a.tokens - b.tokens,
      defaultSortOrder: 'descend',
      render: (_, row) => formatCount(row.tokens, language),
    },
  ];
  return (
    <StatsTableCard
      title={t('agents_table.title')}
      testId="admin-agent-stats"
      rowTestId={(row) => `admin-agent-${row.id}`}
      columns={columns}
      rows={agents}
      loading={loading}
      empty={t('agents_table.empty')}
    />
  );
}
