import { Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceUsageDto } from '../../../contract/resources';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { formatCost } from '../../plugins/preferences/format-money';
import { formatQuantity } from './format-usage';
import { UsageStatusTag } from './UsageStatusTag';

/** Date, resource (name and billing model), user, organization (super admins), quantity, cost and status. */
export function useUsageColumns(showOrganization: boolean): TableColumnsType<ResourceUsageDto> {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const formatDate = useDateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });
  const columns: TableColumnsType<ResourceUsageDto> = [
    { key: 'created_at', dataIndex: 'created_at', title: t('columns.date'), width: 170, render: (iso: string) => formatDate(iso) },
    {
      key: 'resource',
      title: t('columns.resource'),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong data-testid="usage-resource-cell">
            {row.resource_type.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`billing_models.${row.resource_type.billing_model}`)}</Typography.Text>
        </Space>
      ),
    },
    { key: 'user', title: t('columns.user'), render: (_, row) => row.user?.email ?? '—' },
  ];
  if (showOrganization) columns.push({ key: 'organization', title: t('columns.organization'), render: (_, row) => row.organization.name });
  columns.push(
    {
      key: 'quantity',
      dataIndex: 'quantity',
      title: t('columns.quantity'),
      align: 'right',
      render: (quantity: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatQuantity(quantity, language)}</span>,
    },
    {
      key: 'cost',
      title: t('columns.cost'),
      align: 'right',
      render: (_, row) => (
        <span data-testid="usage-cost-cell" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCost(row.total_cost, row.currency, language)}
        </span>
      ),
    },
    { key: 'status', dataIndex: 'status', title: t('columns.status'), render: (_, row) => <UsageStatusTag status={row.status} /> },
  );
  return columns;
}
