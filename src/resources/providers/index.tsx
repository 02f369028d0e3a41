import { lazy } from 'react';
import { CloudServerOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const providers: ConsoleDomain = {
  resource: {
    name: 'providers',
    list: '/providers',
    meta: { label: 'shell:menu.providers', icon: <CloudServerOutlined />, menu: 'admin', order: 50, permission: 'providers:read' },
  },
  pages: { list: lazy(() => import('./ProvidersPage')) },
};
