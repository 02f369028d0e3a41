import { lazy } from 'react';
import { BankOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const organization: ConsoleDomain = {
  resource: {
    name: 'organization',
    list: '/organization',
    meta: { label: 'shell:menu.organization', icon: <BankOutlined />, menu: 'account', order: 20, permission: 'organization:read' },
  },
  pages: { list: lazy(() => import('./OrganizationPage')) },
};
