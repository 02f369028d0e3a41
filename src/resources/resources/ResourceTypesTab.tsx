import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Table } from 'antd';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceTypeDto } from '../../../contract/resources';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { ResourceTypeFormModal } from './ResourceTypeFormModal';
import { RESOURCE_TYPES, RESOURCE_TYPES_META, RESOURCES_PAGE_SIZE } from './resources-api';
import { useResourceTypeColumns } from './useResourceTypeColumns';

/** The resource types table with search, and the create/edit modal. */
export function ResourceTypesTab() {
  const { t } = useTranslation('resources');
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ record?: ResourceTypeDto } | null>(null);
  const { tableProps, setFilters, setCurrentPage } = useTable<ResourceTypeDto, HttpError>({
    resource: RESOURCE_TYPES,
    meta: RESOURCE_TYPES_META,
    syncWithLocation: false,
    pagination: { pageSize: RESOURCES_PAGE_SIZE },
    sorters: { mode: 'off' },
    errorNotification: errorToast(t('types.errors.load')),
  });
  const columns = useResourceTypeColumns({ canEdit: hasPermission(me, 'resources:update'), onEdit: (record) => setEditing({ record }) });

  const searchFor = (value: string) => {
    setFilters([{ field: 'q', operator: 'eq', value: value.trim() || undefined }], 'merge');
    setCurrentPage(1);
  };

  return (
    <Flex vertical gap={16} data-testid="resource-types-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Input.Search
          data-testid="resource-types-search"
          allowClear
          placeholder={t('types.search_placeholder')}
          aria-label={t('types.search_placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={searchFor}
          style={{ width: 320, maxWidth: '100%' }}
        />
        {hasPermission(me, 'resources:create') && (
          <Button data-testid="resource-types-create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('types.create')}
          </Button>
        )}
      </Flex>
      <Table<ResourceTypeDto>
        {...tableProps}
        data-testid="resource-types-table"
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(type) => ({ 'data-testid': `resource-type-row-${type.slug}` }) as object}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('types.empty')} /> }}
      />
      {editing && <ResourceTypeFormModal record={editing.record} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
