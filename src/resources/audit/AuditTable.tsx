import { Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '../../../contract/audit';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { AuditEntryDetails } from './AuditEntryDetails';
import { actionKey } from './audit-actions';
import { actionColor } from './action-color';
import { targetText } from './audit-target';

export function AuditTable({ tableProps }: { tableProps: TableProps<AuditEntryDto> }) {
  const { t } = useTranslation('audit');
  const formatDate = useDateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });

  const columns: TableColumnsType<AuditEntryDto> = [
    { key: 'created_at', title: t('columns.date'), dataIndex: 'created_at', width: 170, render: (value: string) => formatDate(value) },
    {
      key: 'action',
      title: t('columns.action'),
      dataIndex: 'action',
      render: (action: string) => (
        <Tag color={actionColor(action)} data-testid="audit-action">
          {t(actionKey(action), { defaultValue: action })}
        </Tag>
      ),
    },
    {
      key: 'actor',
      title: t('columns.actor'),
      render: (_, entry) => entry.actor?.email ?? <Typography.Text type="secondary">{t('system_actor')}</Typography.Text>,
    },
    { key: 'target', title: t('columns.target'), render: (_, entry) => targetText(entry) ?? '—' },
    { key: 'organization', title: t('columns.organization'), render: (_, entry) => entry.organization?.name ?? '—' },
    { key: 'ip', title: t('columns.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
  ];

  return (
    <Table<AuditEntryDto>
      {...tableProps}
      data-testid="audit-table"
      rowKey="id"
      size="middle"
      columns={columns}
      expandable={{ expandedRowRender: (entry) => <AuditEntryDetails entry={entry} /> }}
      onRow={(entry) => ({ 'data-testid': `audit-row-${entry.id}` }) as object}
    />
  );
}
