import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import type { AdminMetricsDto } from '../dashboard/dashboard-api';
import { formatCount } from '../dashboard/format';
import { StatsTableCard } from './StatsTableCard';

type ProviderRow = AdminMetricsDto['providers'][number];

interface Props {
  providers: ProviderRow[] | undefined;
  loading: boolean;
}

/** The configured providers: display name, type, active or not, and how many agents use each. */
export function ProvidersTable({ providers, loading }: Props) {
  const { t } = useTranslation(['admin-dashboard', 'providers']);
  const language = useLanguage();
  const columns: TableColumnsType<ProviderRow> = [
    { key: 'display_name', dataIndex: 'display_name', title: t('providers_table.name') },
    {
      key: 'provider_type',
      title: t('providers_table.type'),
      render: (_, row) => <Tag>{t(`providers:types.${row.provider_type}`, { defaultValue: row.provider_type })}</Tag>,
    },
    {
      key: 'is_active',
      title: t('providers_table.status'),
      render: (_, row) => (
        <Tag color={row.is_active ? 'success' : 'default'} data-testid="admin-provider-status">
          {row.is_active ? t('providers_table.active') : t('providers_table.inactive')}
        </Tag>
      ),
    },
    { key: 'agents', title: t('providers_table.agents'), align: 'right', render: (_, row) => formatCount(row.agents, language) },
  ];
  return (
    <StatsTableCard
      title={t('providers_table.title')}
      testId="admin-providers"
      rowTestId={(row) => `admin-provider-${row.id}`}
      columns={columns}
      rows={providers}
      loading={loading}
      empty={t('providers_table.empty')}
    />
  );
}
