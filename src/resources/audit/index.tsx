import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const audit: ConsoleDomain = {
  resource: {
    name: 'audit',
    list: '/audit',
    meta: { label: 'shell:menu.audit', icon: <AuditOutlined />, menu: 'admin', order: 70, permission: 'audit:read', denied: 'super_admin' },
  },
  pages: { list: lazy(() => import('./AuditLogPage')) },
};
