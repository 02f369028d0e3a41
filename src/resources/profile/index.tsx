import { lazy } from 'react';
import { UserOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const profile: ConsoleDomain = {
  resource: {
    name: 'profile',
    list: '/profile',
    meta: {
      label: 'shell:menu.profile',
      icon: <UserOutlined />,
      menu: 'account',
      order: 10,
      permission: 'profile:read',
      permissions: { edit: 'profile:update' },
    },
  },
  pages: { list: lazy(() => import('./ProfilePage')) },
};
