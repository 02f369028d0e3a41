import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table } from 'antd';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ProviderDto } from '../../../contract/providers';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { ProviderFormModal } from './ProviderFormModal';
import { ProviderTestModal } from './ProviderTestModal';
import { PROVIDERS, PROVIDERS_META } from './providers-api';
import { useProviderColumns } from './useProviderColumns';
import { PageHeader } from '../../plugins/layout/PageHeader';

const PAGE_SIZE = 10;

/** spec-1 §2: the providers list (own and public ones) with create, edit, test and delete. */
export default function ProvidersPage() {
  const { t } = useTranslation('providers');
  const me = useCurrentUser();
  const [editing, setEditing] = useState<{ record?: ProviderDto } | null>(null);
  const [testing, setTesting] = useState<ProviderDto | null>(null);
  const { tableProps } = useTable<ProviderDto, HttpError>({
    resource: PROVIDERS,
    meta: PROVIDERS_META,
    syncWithLocation: false,
    // The API answers the whole list.
    pagination: { mode: 'client', pageSize: PAGE_SIZE },
    sorters: { mode: 'off' },
    errorNotification: errorToast(t('errors.load')),
  });
  const columns = useProviderColumns({
    canUpdate: hasPermission(me, 'providers:update'),
    canDelete: hasPermission(me, 'providers:delete'),
    onEdit: (record) => setEditing({ record }),
    onTest: setTesting,
  });

  return (
    <Flex vertical gap={16} data-testid="providers-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          hasPermission(me, 'providers:create') && (
            <Button data-testid="providers-create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('create')}
            </Button>
          )
        }
      />
      <Table<ProviderDto>
        {...tableProps}
        data-testid="providers-table"
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(provider) => ({ 'data-testid': `provider-row-${provider.name}` }) as object}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      {editing && <ProviderFormModal record={editing.record} onClose={() => setEditing(null)} />}
      {testing && <ProviderTestModal provider={testing} onClose={() => setTesting(null)} />}
    </Flex>
  );
}
