import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMenuSections, type MenuEntry } from './useMenuSections';
import { activeEntry } from './active-entry';

type Item = Required<MenuProps>['items'][number];

const toItem = (entry: MenuEntry): Item => ({
  key: entry.path,
  icon: entry.icon,
  label: (
    <Link to={entry.path} data-testid={`menu-${entry.name}`}>
      {entry.label}
    </Link>
  ),
});

/** Main entries, then the Administration group when the user can open any of its entries. */
export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const sections = useMenuSections();
  const { pathname } = useLocation();
  const items: Item[] = sections.main.map(toItem);
  if (sections.admin.length > 0) {
    items.push({ type: 'divider' });
    items.push({ type: 'group', key: 'administration', label: collapsed ? null : t('menu.administration'), children: sections.admin.map(toItem) });
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
