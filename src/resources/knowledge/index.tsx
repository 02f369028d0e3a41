import { lazy } from 'react';
import { BookOutlined } from '@ant-design/icons';
import type { ConsoleDomain } from '../types';

export const knowledge: ConsoleDomain = {
  resource: {
    name: 'knowledge',
    list: '/knowledge',
    meta: { label: 'shell:menu.knowledge', icon: <BookOutlined />, menu: 'hidden', order: 0 },
  },
  pages: { list: lazy(() => import('../../pages/placeholder/InDevelopmentPage')) },
};
