import { lazy } from 'react';
import { WalletOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const credits: ConsoleDomain = {
  resource: {
    name: 'credits',
    list: '/credits',
    meta: { label: 'shell:menu.credits', icon: <WalletOutlined />, menu: 'admin', order: 5, permission: 'credits:admin', denied: 'super_admin' },
  },
  pages: { list: lazy(() => import('./CreditsPage')) },
};
