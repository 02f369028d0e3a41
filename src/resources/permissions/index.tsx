import { lazy } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const permissions: ConsoleDomain = {
  resource: {
    name: 'permissions',
    list: '/permissions',
    meta: {
      label: 'shell:menu.permissions',
      icon: <SafetyCertificateOutlined />,
      menu: 'admin',
      order: 30,
      permission: 'roles:read',
      permissions: { create: 'roles:create', edit: 'roles:update', delete: 'roles:delete' },
    },
  },
  pages: { list: lazy(() => import('./PermissionsPage')) },
};
