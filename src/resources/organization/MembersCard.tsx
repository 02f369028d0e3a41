import { useState } from 'react';
import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTable } from '@refinedev/antd';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationUserDto } from '../../../contract/organizations';
import { useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { useCanAccess } from '../../plugins/routing/useCanAccess';
import { UserStatusTag } from '../users/UserStatusTag';
import { UserTypeTag } from '../users/UserTypeTag';
import { canManage, userStatus } from '../users/user-rules';
import { AddMemberModal } from './AddMemberModal';
import { MemberEditModal } from './MemberEditModal';
import { MEMBERS_PAGE_SIZE, MEMBERS_RESOURCE, membersPath } from './organization-api';

interface Props {
  organizationId: number;
  /** Called after a member is added or edited (the page's figures change). */
  onChanged: () => void;
}

/** The organization's members, 10 per page from the server, with the edit and add dialogs. */
export function MembersCard({ organizationId, onChanged }: Props) {
  const { t } = useTranslation('organization');
  const me = useCurrentUser();
  const can = useCanAccess();
  const canEdit = can('users:update');
  const canAdd = can('organization:manage_users');
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<OrganizationUserDto | null>(null);
  const [adding, setAdding] = useState(false);
  const { tableProps } = useTable<OrganizationUserDto, HttpError>({
    resource: MEMBERS_RESOURCE,
    meta: { apiPath: membersPath(organizationId) },
    pagination: { pageSize: MEMBERS_PAGE_SIZE },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    errorNotification: errorToast(t('errors.load_users')),
  });

  const refresh = async () => {
    await invalidate({ resource: MEMBERS_RESOURCE, invalidates: ['list'] });
    onChanged();
  };

  const columns: TableColumnsType<OrganizationUserDto> = [
    { key: 'email', dataIndex: 'email', title: t('members.columns.email'), render: (email: string) => <span data-testid="member-email">{email}</span> },
    { key: 'full_name', dataIndex: 'full_name', title: t('members.columns.name'), render: (name: string | null) => name || '—' },
    { key: 'user_type', title: t('members.columns.type'), render: (_, member) => <UserTypeTag type={member.user_type} /> },
    { key: 'status', title: t('members.columns.status'), render: (_, member) => <UserStatusTag status={userStatus(member)} /> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('members.columns.actions'),
            align: 'right' as const,
            width: 80,
            render: (_: unknown, member: OrganizationUserDto) =>
              me && canManage(me, member) ? (
                <Tooltip title={t('members.edit.tooltip')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('members.edit.aria', { email: member.email })}
                    data-testid="member-edit"
                    onClick={() => setEditing(member)}
                  />
                </Tooltip>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('members.title')}
      data-testid="organization-members"
      extra={
        canAdd && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="member-add-open">
            {t('members.add.button')}
          </Button>
        )
      }
    >
      <Table<OrganizationUserDto>
        {...tableProps}
        data-testid="members-table"
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.empty')} /> }}
      />
      {canEdit && <MemberEditModal member={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
      {canAdd && <AddMemberModal organizationId={organizationId} open={adding} onClose={() => setAdding(false)} onAdded={() => void refresh()} />}
    </Card>
  );
}
