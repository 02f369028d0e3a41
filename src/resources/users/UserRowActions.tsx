import { EditOutlined, KeyOutlined, MoreOutlined, StopOutlined, SwapOutlined, UserSwitchOutlined, CheckCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../contract/auth';
import type { UserDto } from '../../../contract/users';
import { hasPermission } from '../../providers/access-control';
import { canImpersonate, canManage, isSuperAdmin } from './user-rules';

export interface UserActionHandlers {
  edit: (user: UserDto) => void;
  impersonate: (user: UserDto) => void;
  changePassword: (user: UserDto) => void;
  move: (user: UserDto) => void;
  activate: (user: UserDto) => void;
  suspend: (user: UserDto) => void;
}

type Item = Required<MenuProps>['items'][number];

const MENU_LABELS = {
  impersonate: 'actions.impersonate',
  changePassword: 'actions.change_password',
  move: 'actions.move',
  activate: 'actions.activate',
  suspend: 'actions.suspend',
} as const;

interface Props {
  user: UserDto;
  me: Me;
  actions: UserActionHandlers;
}

/** Edit, and a menu with impersonate, change password, move to organization, activate or suspend. */
export function UserRowActions({ user, me, actions }: Props) {
  const { t } = useTranslation('users');
  const manageable = canManage(me, user);
  const may = (permission: string) => manageable && hasPermission(me, permission);
  const item = (key: Exclude<keyof UserActionHandlers, 'edit'>, icon: ReactNode, danger = false): Item => ({
    key,
    icon,
    danger,
    label: <span data-testid={`user-action-${key}`}>{t(MENU_LABELS[key])}</span>,
    onClick: () => actions[key](user),
  });

  const items: Item[] = [];
  if (canImpersonate(me, user)) items.push(item('impersonate', <UserSwitchOutlined />));
  if (may('users:update')) items.push(item('changePassword', <KeyOutlined />));
  if (isSuperAdmin(me) && hasPermission(me, 'users:move')) items.push(item('move', <SwapOutlined />));
  if (may('users:suspend') && user.id !== me.id) {
    items.push(user.is_suspended ? item('activate', <CheckCircleOutlined />) : item('suspend', <StopOutlined />, true));
  }

  return (
    <Space size={4}>
      {may('users:update') && (
        <Tooltip title={t('actions.edit')}>
          <Button data-testid="user-edit" aria-label={t('actions.edit')} type="text" icon={<EditOutlined />} onClick={() => actions.edit(user)} />
        </Tooltip>
      )}
      {items.length > 0 && (
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          <Button data-testid="user-actions" aria-label={t('actions.more')} type="text" icon={<MoreOutlined />} />
        </Dropdown>
      )}
    </Space>
  );
}
