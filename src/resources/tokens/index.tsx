import { lazy } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const tokens: ConsoleDomain = {
  resource: {
    name: 'tokens',
    list: '/tokens',
    meta: { label: 'shell:menu.tokens', icon: <KeyOutlined />, menu: 'hidden', order: 0, permission: 'tokens:read' },
  },
  pages: { list: lazy(() => import('./TokensPage')) },
};
