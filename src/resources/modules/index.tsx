import { lazy } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const modules: ConsoleDomain = {
  resource: {
    name: 'modules',
    list: '/modules',
    meta: { label: 'shell:menu.modules', icon: <AppstoreOutlined />, menu: 'main', order: 70, permission: 'modules:read' },
  },
  pages: { list: lazy(() => import('./ModulesPage')) },
};
