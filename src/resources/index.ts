import type { ConsoleDomain } from './types';
import { dashboard } from './dashboard';
import { commands } from './commands';
import { knowledge } from './knowledge';
import { permissions } from './permissions';
import { profile } from './profile';
import { audit } from './audit';
import { users } from './users';
import { organizations } from './organizations';
import { credits } from './credits';
import { resources } from './resources';
import { usage } from './usage';
import { modules } from './modules';
import { organization } from './organization';
import { providers } from './providers';
import { agents } from './agents';
import { tokens } from './tokens';
import { adminDashboard } from './admin-dashboard';
import { finance } from './finance';

/** Every domain of the console: menu entries, routes and access guards are built from this list. */
export const consoleDomains: ConsoleDomain[] = [
  dashboard,
  commands,
  knowledge,
  permissions,
  profile,
  audit,
  users,
  organizations,
  credits,
  resources,
  usage,
  modules,
  organization,
  providers,
  agents,
  tokens,
  adminDashboard,
  finance,
];

export type { ConsoleDomain, ConsoleResource, ConsoleResourceMeta, ConsoleRoute, MenuSection, PageAction } from './types';
