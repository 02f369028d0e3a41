import { lazy } from 'react';
import { DatabaseOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const resources: ConsoleDomain = {
  resource: {
    name: 'resources',
    list: '/resources',
    meta: { label: 'shell:menu.resources', icon: <DatabaseOutlined />, menu: 'admin', order: 40, permission: 'resources:read' },
  },
  pages: { list: lazy(() => import('./ResourcesPage')) },
};
