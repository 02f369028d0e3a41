import { lazy } from 'react';
import { BarChartOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const usage: ConsoleDomain = {
  resource: {
    name: 'usage',
    list: '/resource-usage',
    meta: { label: 'shell:menu.resource_usage', icon: <BarChartOutlined />, menu: 'account', order: 30, permission: 'usage:read' },
  },
  pages: { list: lazy(() => import('./UsagePage')) },
};
