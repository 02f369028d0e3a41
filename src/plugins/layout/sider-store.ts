import { persistedStore } from '../preferences/persisted-store';

export const siderCollapsedStore = persistedStore<'true' | 'false'>('ac.sider-collapsed', ['true', 'false'], 'false');
