import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Typography } from 'antd';
import { useLogout } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers';
import { useMenuSections } from '../layout/useMenuSections';
import { menuItem, type MenuItem } from '../layout/menu-item';


/** Avatar with the user's email and type, the account entries and 'Sair'. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const me = useCurrentUser();
  const { account } = useMenuSections();
  const { mutate: logout } = useLogout();
  if (!me) return null;

  const initial = (me.full_name || me.email).trim().charAt(0).toUpperCase();
  const items: MenuItem[] = [
    {
      key: 'identity',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <Flex vertical data-testid="account-identity">
          <Typography.Text strong data-testid="account-email">
            {me.email}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="account-user-type">
            {t(`user_types.${me.user_type}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    ...account.map(menuItem),
    ...(account.length > 0 ? [{ type: 'divider' } as const] : []),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('account.logout')}</span>,
      onClick: () => logout(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button data-testid="account-menu" aria-label={t('account.menu')} type="text" style={{ paddingInline: 4 }}>
        <Avatar size="small" style={{ verticalAlign: 'middle' }}>
          {initial}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
