import { lazy } from 'react';
import { CodeOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const commands: ConsoleDomain = {
  resource: {
    name: 'commands',
    list: '/commands',
    meta: { label: 'shell:menu.commands', icon: <CodeOutlined />, menu: 'hidden', order: 0 },
  },
  pages: { list: lazy(() => import('../../pages/placeholder/InDevelopmentPage')) },
};
