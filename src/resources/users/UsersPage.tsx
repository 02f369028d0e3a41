import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table } from 'antd';
import { useModalForm, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../contract/users';
import { hasPermission, useCurrentUser } from '../../providers';
import { useStartImpersonation } from '../../plugins/impersonation/useStartImpersonation';
import { ChangePasswordModal } from './ChangePasswordModal';
import { MoveOrganizationModal } from './MoveOrganizationModal';
import { UserFormModal, type UserFormValues } from './UserFormModal';
import { UsersFilters } from './UsersFilters';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { isSuperAdmin } from './user-rules';
import { useUserColumns } from './useUserColumns';
import { useUserStatusActions } from './useUserStatusActions';
import { PageHeader } from '../../plugins/layout/PageHeader';

const USERS_PAGE_SIZE = 10;

export default function UsersPage() {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const superAdmin = isSuperAdmin(me);
  const { tableProps, filters, setFilters, setCurrentPage } = useTable<UserDto>({
    resource: 'users',
    pagination: { pageSize: USERS_PAGE_SIZE },
    errorNotification: errorToast(t('errors.load')),
  });
  const modalForm = (action: 'create' | 'edit') => ({
    resource: 'users',
    action,
    redirect: false as const,
    warnWhenUnsavedChanges: false,
    successNotification: successToast(t(action === 'create' ? 'notifications.created' : 'notifications.updated')),
    errorNotification: errorToast(t(action === 'create' ? 'errors.create' : 'errors.update')),
  });
  const create = useModalForm<UserDto, HttpError, UserFormValues>(modalForm('create'));
  const edit = useModalForm<UserDto, HttpError, UserFormValues>(modalForm('edit'));
  const [passwordTarget, setPasswordTarget] = useState<UserDto | null>(null);
  const [moveTarget, setMoveTarget] = useState<UserDto | null>(null);
  const impersonate = useStartImpersonation();
  const { activate, suspend } = useUserStatusActions();
  const columns = useUserColumns(me, {
    edit: (user) => edit.show(user.id),
    impersonate,
    changePassword: setPasswordTarget,
    move: setMoveTarget,
    activate: (user) => void activate(user),
    suspend,
  });
  if (!me) return null;

  const applyFilters = (next: CrudFilter[]) => {
    setFilters(next, 'merge');
    setCurrentPage(1);
  };

  return (
    <Flex vertical gap={16} data-testid="users-page">
      <PageHeader
        title={t('title')}
        extra={
          hasPermission(me, 'users:create') && (
            <Button data-testid="users-create" type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
              {t('create')}
            </Button>
          )
        }
      />
      <UsersFilters filters={filters} onChange={applyFilters} byOrganization={superAdmin} />
      <Table<UserDto>
        {...tableProps}
        data-testid="users-table"
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      <UserFormModal mode="create" modalProps={create.modalProps} formProps={create.formProps} form={create.form} />
      <UserFormModal mode="edit" modalProps={edit.modalProps} formProps={edit.formProps} form={edit.form} />
      <ChangePasswordModal user={passwordTarget} onClose={() => setPasswordTarget(null)} />
      {superAdmin && <MoveOrganizationModal user={moveTarget} onClose={() => setMoveTarget(null)} />}
    </Flex>
  );
}
