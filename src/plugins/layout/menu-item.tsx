import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { MenuEntry } from './useMenuSections';

export type MenuItem = Required<MenuProps>['items'][number];

/** A registry entry as an antd menu item linking to its page. */
export const menuItem = (entry: MenuEntry): MenuItem => ({
  key: entry.path,
  icon: entry.icon,
  label: (
    <Link to={entry.path} data-testid={`menu-${entry.name}`}>
      {entry.label}
    </Link>
  ),
});
