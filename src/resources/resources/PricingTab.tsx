import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table } from 'antd';
import { useTable } from '@refinedev/antd';
import { getDefaultFilter, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourcePricingDto } from '../../../contract/resources';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { PricingFormModal } from './PricingFormModal';
import { PRICING, PRICING_META, RESOURCES_PAGE_SIZE } from './resources-api';
import { ResourceTypeSelect } from './ResourceTypeSelect';
import { useExchangeRates } from './useExchangeRates';
import { usePricingColumns } from './usePricingColumns';

/** Prices, filtered by resource type, and the create/edit modal. */
export function PricingTab() {
  const { t } = useTranslation('resources');
  const me = useCurrentUser();
  const convert = useExchangeRates();
  const [editing, setEditing] = useState<{ record?: ResourcePricingDto } | null>(null);
  const { tableProps, filters, setFilters, setCurrentPage } = useTable<ResourcePricingDto, HttpError>({
    resource: PRICING,
    meta: PRICING_META,
    syncWithLocation: false,
    pagination: { pageSize: RESOURCES_PAGE_SIZE },
    sorters: { mode: 'off' },
    errorNotification: errorToast(t('pricing.errors.load')),
  });
  const canWrite = hasPermission(me, 'resources:update');
  const columns = usePricingColumns({ canEdit: canWrite, onEdit: (record) => setEditing({ record }), convert });
  const typeFilter = getDefaultFilter('resource_type_id', filters, 'eq') as number | undefined;

  const filterByType = (value: number | undefined) => {
    setFilters([{ field: 'resource_type_id', operator: 'eq', value }], 'merge');
    setCurrentPage(1);
  };

  return (
    <Flex vertical gap={16} data-testid="pricing-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ResourceTypeSelect
          testId="pricing-type-filter"
          allowClear
          placeholder={t('pricing.filter_all_types')}
          aria-label={t('pricing.filter_type')}
          value={typeFilter}
          onChange={filterByType}
          style={{ width: 280, maxWidth: '100%' }}
        />
        {hasPermission(me, 'resources:create') && (
          <Button data-testid="pricing-create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('pricing.create')}
          </Button>
        )}
      </Flex>
      <Table<ResourcePricingDto>
        {...tableProps}
        data-testid="pricing-table"
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pricing.empty')} /> }}
      />
      {editing && <PricingFormModal record={editing.record} resourceTypeId={typeFilter} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
