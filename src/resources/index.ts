import type { ConsoleDomain } from './types';
import { dashboard } from './dashboard';
import { commands } from './commands';
import { knowledge } from './knowledge';

/** Every domain of the console: menu entries, routes and access guards are built from this list. */
export const consoleDomains: ConsoleDomain[] = [
  dashboard,
  commands,
  knowledge,
];

export type { ConsoleDomain, ConsoleResource, ConsoleResourceMeta, ConsoleRoute, MenuSection, PageAction } from './types';
