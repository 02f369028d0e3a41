import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Table } from 'antd';
import { useModalForm, useTable } from '@refinedev/antd';
import { getDefaultFilter, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../contract/organizations';
import { hasPermission, useCurrentUser } from '../../providers';
import { OrganizationFormModal, type OrganizationFormValues } from './OrganizationFormModal';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { useOrganizationColumns } from './useOrganizationColumns';
import { useOrganizationStatusActions } from './useOrganizationStatusActions';
import { PageHeader } from '../../plugins/layout/PageHeader';

const ORGANIZATIONS_PAGE_SIZE = 10;

export default function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const me = useCurrentUser();
  const { tableProps, filters, setFilters, setCurrentPage } = useTable<OrganizationDto>({
    resource: 'organizations',
    pagination: { pageSize: ORGANIZATIONS_PAGE_SIZE },
    errorNotification: errorToast(t('errors.load')),
  });
  const [search, setSearch] = useState<string>(getDefaultFilter('q', filters, 'eq') ?? '');
  const modalForm = (action: 'create' | 'edit') => ({
    resource: 'organizations',
    action,
    redirect: false as const,
    warnWhenUnsavedChanges: false,
    successNotification: successToast(t(action === 'create' ? 'notifications.created' : 'notifications.renamed')),
    errorNotification: errorToast(t(action === 'create' ? 'errors.create' : 'errors.rename')),
  });
  const create = useModalForm<OrganizationDto, HttpError, OrganizationFormValues>(modalForm('create'));
  const rename = useModalForm<OrganizationDto, HttpError, OrganizationFormValues>(modalForm('edit'));
  const { activate, suspend } = useOrganizationStatusActions();
  const columns = useOrganizationColumns(me, { rename: (org) => rename.show(org.id), activate, suspend });
  if (!me) return null;

  const searchFor = (value: string) => {
    setFilters([{ field: 'q', operator: 'eq', value: value.trim() || undefined }], 'merge');
    setCurrentPage(1);
  };

  return (
    <Flex vertical gap={16} data-testid="organizations-page">
      <PageHeader
        title={t('title')}
        extra={
          hasPermission(me, 'organizations:create') && (
            <Button data-testid="organizations-create" type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
              {t('create')}
            </Button>
          )
        }
      />
      <Input.Search
        data-testid="organizations-search"
        allowClear
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={searchFor}
        style={{ width: 320, maxWidth: '100%' }}
      />
      <Table<OrganizationDto>
        {...tableProps}
        data-testid="organizations-table"
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      <OrganizationFormModal mode="create" modalProps={create.modalProps} formProps={create.formProps} form={create.form} />
      <OrganizationFormModal mode="rename" modalProps={rename.modalProps} formProps={rename.formProps} form={rename.form} />
    </Flex>
  );
}
