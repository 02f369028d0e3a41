import { lazy } from 'react';
import { RobotOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const agents: ConsoleDomain = {
  resource: {
    name: 'agents',
    list: '/agents',
    meta: { label: 'shell:menu.agents', icon: <RobotOutlined />, menu: 'main', order: 10, permission: 'agents:read' },
  },
  pages: { list: lazy(() => import('./AgentsPage')) },
};
