import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const dashboard: ConsoleDomain = {
  resource: {
    name: 'dashboard',
    list: '/',
    meta: { label: 'shell:menu.dashboard', icon: <DashboardOutlined />, menu: 'main', order: 0 },
  },
  pages: { list: lazy(() => import('./DashboardPage')) },
};
