import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const users: ConsoleDomain = {
  resource: {
    name: 'users',
    list: '/users',
    meta: { label: 'shell:menu.users', icon: <TeamOutlined />, menu: 'admin', order: 20, permission: 'users:read' },
  },
  pages: { list: lazy(() => import('./UsersPage')) },
};
