import { useState } from 'react';
import { PlusCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationCreditDto } from '../../../contract/credits';
import { errorToast } from '../../plugins/notifications/toasts';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { ORGANIZATION_CREDITS, ORGANIZATION_CREDITS_META, ORGANIZATIONS_PAGE_SIZE } from './credits-api';
import type { KnownOrganization } from '../organizations/OrganizationSelect';

interface Props {
  onAddCredits: (organization: KnownOrganization) => void;
}

const amountStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** 'Créditos por organização': every organization's account, 10 per page, searched by name. */
export function OrganizationCreditsTab({ onAddCredits }: Props) {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  const { currency } = useDisplayCurrency();
  const [search, setSearch] = useState('');
  const { tableProps, setFilters, setCurrentPage } = useTable<OrganizationCreditDto, HttpError>({
    resource: ORGANIZATION_CREDITS,
    meta: ORGANIZATION_CREDITS_META,
    syncWithLocation: false,
    pagination: { pageSize: ORGANIZATIONS_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'target_currency', operator: 'eq', value: currency }] },
    errorNotification: errorToast(t('errors.load_organizations_credits')),
  });

  const searchFor = (value: string) => {
    setFilters([{ field: 'q', operator: 'eq', value: value.trim() || undefined }], 'replace');
    setCurrentPage(1);
  };
  const money = (amount: number, row: OrganizationCreditDto) => formatMoney(amount, row.currency, language);

  const columns: TableColumnsType<OrganizationCreditDto> = [
    {
      key: 'name',
      title: t('organizations.name'),
      dataIndex: 'organization_name',
      render: (name: string) => (
        <Typography.Text strong data-testid="credit-organization-name">
          {name}
        </Typography.Text>
      ),
    },
    {
      key: 'balance',
      title: t('organizations.balance'),
      align: 'right',
      render: (_, row) => (
        <span data-testid="credit-organization-balance" style={amountStyle}>
          {money(row.balance, row)}
        </span>
      ),
    },
    {
      key: 'reserved',
      title: t('organizations.reserved'),
      align: 'right',
      render: (_, row) => (
        <span data-testid="credit-organization-reserved" style={amountStyle}>
          {row.reserved_balance ? money(row.reserved_balance, row) : '-'}
        </span>
      ),
    },
    {
      key: 'available',
      title: t('organizations.available'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text
          data-testid="credit-organization-available"
          data-positive={row.available_balance > 0}
          type={row.available_balance > 0 ? 'success' : 'danger'}
          style={amountStyle}
        >
          {money(row.available_balance, row)}
        </Typography.Text>
      ),
    },
    { key: 'currency', title: t('organizations.currency'), dataIndex: 'currency' },
    {
      key: 'status',
      title: t('organizations.status'),
      render: (_, row) => (
        <Tag color={row.is_active ? 'green' : 'red'} data-testid="credit-organization-status">
          {t(row.is_active ? 'organizations.active' : 'organizations.inactive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('organizations.actions'),
      align: 'right',
      render: (_, row) => (
        <Button
          size="small"
          icon={<PlusCircleOutlined />}
          data-testid="credit-organization-add"
          onClick={() => onAddCredits({ id: row.organization_id, name: row.organization_name })}
        >
          {t('organizations.add')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Input.Search
        data-testid="credit-organizations-search"
        allowClear
        placeholder={t('organizations.search')}
        aria-label={t('organizations.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={searchFor}
        style={{ width: 320, maxWidth: '100%' }}
      />
      <Table<OrganizationCreditDto>
        {...tableProps}
        data-testid="credit-organizations-table"
        rowKey="organization_id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': `credit-organization-row-${row.organization_id}` }) as object}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizations.empty')} /> }}
      />
    </Flex>
  );
}
