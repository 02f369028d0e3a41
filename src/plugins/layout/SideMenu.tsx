import { Menu } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMenuSections } from './useMenuSections';
import { activeEntry } from './active-entry';
import { menuItem, type MenuItem } from './menu-item';

/** Main entries, then the Administration group when the user can open any of its entries. */
export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const sections = useMenuSections();
  const { pathname } = useLocation();
  const items: MenuItem[] = sections.main.map(menuItem);
  if (sections.admin.length > 0) {
    items.push({ type: 'divider' });
    items.push({ type: 'group', key: 'administration', label: collapsed ? null : t('menu.administration'), children: sections.admin.map(menuItem) });
  }
  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      selectedKeys={[activeEntry(pathname, [...sections.main, ...sections.admin].map((entry) => entry.path))]}
      items={items}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
