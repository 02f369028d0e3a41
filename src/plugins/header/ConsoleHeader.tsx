import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreditBadge } from '../credit-badge/CreditBadge';
import { SystemChatToggle } from '../system-chat/SystemChatToggle';
import { ThemeToggle } from '../theme/ThemeToggle';
import { AccountMenu } from './AccountMenu';
import { CurrencySelect } from './CurrencySelect';
import { LanguageSelect } from './LanguageSelect';
import { RoleBadge } from './RoleBadge';

interface Props {
  wide: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
}

export function ConsoleHeader({ wide, collapsed, onToggleCollapsed, onOpenDrawer }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Layout.Header
      data-testid="header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 'auto',
        minHeight: 64,
        lineHeight: 'normal',
        paddingInline: wide ? 24 : 12,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      {wide ? (
        <Button
          data-testid="sider-collapse"
          aria-label={t(collapsed ? 'header.expand_menu' : 'header.collapse_menu')}
          aria-expanded={!collapsed}
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleCollapsed}
        />
      ) : (
        <Button data-testid="menu-drawer-toggle" aria-label={t('header.open_menu')} type="text" icon={<MenuOutlined />} onClick={onOpenDrawer} />
      )}
      <Flex flex={1} wrap align="center" justify="end" gap={wide ? 8 : 4} style={{ paddingBlock: 8 }}>
        <LanguageSelect compact={!wide} />
        <CurrencySelect />
        <ThemeToggle />
        <SystemChatToggle />
        <CreditBadge compact={!wide} />
        <RoleBadge />
        <AccountMenu />
      </Flex>
    </Layout.Header>
  );
}
