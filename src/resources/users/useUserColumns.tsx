import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../contract/auth';
import type { UserDto } from '../../../contract/users';
import { UserRowActions, type UserActionHandlers } from './UserRowActions';
import { UserStatusTag } from './UserStatusTag';
import { UserTypeTag } from './UserTypeTag';
import { userStatus } from './user-rules';

export function useUserColumns(me: Me | null, actions: UserActionHandlers): TableColumnsType<UserDto> {
  const { t } = useTranslation('users');
  return [
    { key: 'email', dataIndex: 'email', title: t('columns.email'), render: (email: string) => <span data-testid="user-email-cell">{email}</span> },
    { key: 'full_name', dataIndex: 'full_name', title: t('columns.full_name'), render: (name: string | null) => name || '-' },
    { key: 'user_type', dataIndex: 'user_type', title: t('columns.type'), render: (_, user) => <UserTypeTag type={user.user_type} /> },
    { key: 'organization', title: t('columns.organization'), render: (_, user) => user.organization?.name ?? '-' },
    { key: 'status', title: t('columns.status'), render: (_, user) => <UserStatusTag status={userStatus(user)} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 110,
      render: (_, user) => me && <UserRowActions user={user} me={me} actions={actions} />,
    },
  ];
}
