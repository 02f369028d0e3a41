import { lazy } from 'react';
import { DollarOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

/** Main menu order (spec-2): / 0, /agents 10, /whatsapp 20, /kanban 30, /finance 40, /integrations 50, /routines 60, /modules 70. */
export const finance: ConsoleDomain = {
  resource: {
    name: 'finance',
    list: '/finance',
    meta: { label: 'shell:menu.finance', icon: <DollarOutlined />, menu: 'main', order: 40, permission: 'finance:read' },
  },
  pages: { list: lazy(() => import('./FinancePage')) },
};
