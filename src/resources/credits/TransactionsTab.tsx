import { Empty, Flex, Select, Table, type TableColumnsType } from 'antd';
import { useTable } from '@refinedev/antd';
import { getDefaultFilter, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type TransactionType } from '../../../contract/constants';
import type { CreditTransactionDto } from '../../../contract/credits';
import { errorToast } from '../../plugins/notifications/toasts';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { ADMIN_TRANSACTIONS, ADMIN_TRANSACTIONS_META, TRANSACTIONS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZES } from './credits-api';
import { OrganizationSelect } from '../organizations/OrganizationSelect';
import { SignedAmount } from './SignedAmount';
import { TransactionTypeTag } from './TransactionTypeTag';

const nowrap = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** 'Histórico de transações': every organization's ledger, newest first, 20 per page, by organization and type. */
export function TransactionsTab() {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  const { currency } = useDisplayCurrency();
  const formatDate = useDateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });
  const { tableProps, filters, setFilters, setCurrentPage } = useTable<CreditTransactionDto, HttpError>({
    resource: ADMIN_TRANSACTIONS,
    meta: ADMIN_TRANSACTIONS_META,
    syncWithLocation: false,
    pagination: { pageSize: TRANSACTIONS_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'target_currency', operator: 'eq', value: currency }] },
    errorNotification: errorToast(t('errors.load_transactions')),
  });

  const set = (field: string, value: unknown) => {
    setFilters([{ field, operator: 'eq', value: value ?? undefined }], 'merge');
    setCurrentPage(1);
  };

  const columns: TableColumnsType<CreditTransactionDto> = [
    { key: 'created_at', title: t('transactions.date'), dataIndex: 'created_at', width: 170, render: (iso: string) => <span style={nowrap}>{formatDate(iso)}</span> },
    { key: 'organization', title: t('transactions.organization'), dataIndex: 'organization_name' },
    { key: 'type', title: t('transactions.type'), render: (_, row) => <TransactionTypeTag type={row.transaction_type} /> },
    {
      key: 'description',
      title: t('transactions.description'),
      dataIndex: 'description',
      render: (text: string | null) => <span data-testid="transaction-description">{text || '—'}</span>,
    },
    {
      key: 'amount',
      title: t('transactions.amount'),
      align: 'right',
      render: (_, row) => <SignedAmount amount={row.amount} currency={row.currency} />,
    },
    {
      key: 'balance_after',
      title: t('transactions.balance_after'),
      align: 'right',
      render: (_, row) => <span style={nowrap}>{formatMoney(row.balance_after, row.currency, language)}</span>,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8}>
        <OrganizationSelect
          testId="transactions-organization-filter"
          placeholder={t('transactions.all_organizations')}
          value={getDefaultFilter('organization_id', filters, 'eq')}
          onChange={(value) => set('organization_id', value)}
          style={{ width: 260 }}
        />
        <Select<TransactionType>
          data-testid="transactions-type-filter"
          allowClear
          placeholder={t('transactions.all_types')}
          aria-label={t('transactions.type')}
          value={getDefaultFilter('transaction_type', filters, 'eq')}
          onChange={(value) => set('transaction_type', value)}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transaction_types.${type}`) }))}
          style={{ width: 200 }}
        />
      </Flex>
      <Table<CreditTransactionDto>
        {...tableProps}
        data-testid="credit-transactions-table"
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: TRANSACTIONS_PAGE_SIZES }}
        onRow={(row) => ({ 'data-testid': `credit-transaction-row-${row.id}` }) as object}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('transactions.empty')} /> }}
      />
    </Flex>
  );
}
