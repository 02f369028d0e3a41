import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const organizations: ConsoleDomain = {
  resource: {
    name: 'organizations',
    list: '/organizations',
    meta: {
      label: 'shell:menu.organizations',
      icon: <ApartmentOutlined />,
      menu: 'admin',
      order: 25,
      permission: 'organizations:read',
      denied: 'super_admin',
    },
  },
  pages: { list: lazy(() => import('./OrganizationsPage')) },
};
