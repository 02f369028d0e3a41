import { lazy } from 'react';
import { FundOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const adminDashboard: ConsoleDomain = {
  resource: {
    name: 'admin-dashboard',
    list: '/admin',
    meta: {
      label: 'shell:menu.admin',
      icon: <FundOutlined />,
      menu: 'admin',
      order: 60,
      permission: 'admin:dashboard',
      denied: 'admin',
    },
  },
  pages: { list: lazy(() => import('./AdminDashboardPage')) },
};
