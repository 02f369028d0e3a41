import { Button, Empty, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditTransactionDto } from '../../../contract/credits';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { STATEMENT_LIMIT, STATEMENT_PAGE_SIZE, useStatement } from './organization-api';
import { SignedAmount } from '../credits/SignedAmount';
import { TransactionTypeTag } from '../credits/TransactionTypeTag';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The latest 50 credit transactions of the organization, 10 per page, in the header currency. */
export function StatementModal({ open, onClose }: Props) {
  const { t } = useTranslation('organization');
  const language = useLanguage();
  const formatDate = useDateTimeFormat();
  const query = useStatement(open, t('errors.statement'));
  const rows = query.data?.data ?? [];

  const columns: TableColumnsType<CreditTransactionDto> = [
    { key: 'created_at', title: t('statement.date'), dataIndex: 'created_at', render: (value: string) => formatDate(value), width: 150 },
    { key: 'type', title: t('statement.type'), dataIndex: 'transaction_type', render: (_, row) => <TransactionTypeTag type={row.transaction_type} /> },
    { key: 'description', title: t('statement.description'), dataIndex: 'description', render: (value: string | null) => value || '—' },
    {
      key: 'amount',
      title: t('statement.amount'),
      align: 'right',
      render: (_, row) => <SignedAmount amount={row.amount} currency={row.currency} />,
    },
    {
      key: 'balance_after',
      title: t('statement.balance_after'),
      align: 'right',
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.balance_after, row.currency, language)}</span>,
    },
  ];

  return (
    <Modal
      data-testid="statement-modal"
      open={open}
      title={t('statement.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('statement.close')}</Button>}
      width={860}
    >
      <Typography.Paragraph type="secondary">{t('statement.subtitle', { count: STATEMENT_LIMIT })}</Typography.Paragraph>
      <Table<CreditTransactionDto>
        data-testid="statement-table"
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={{ pageSize: STATEMENT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? t('errors.statement') : t('statement.empty')} /> }}
      />
    </Modal>
  );
}
