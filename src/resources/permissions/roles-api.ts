import type { ConsoleDataMeta } from '../../providers';

/** Roles live under /permissions/roles; Refine knows them as the 'roles' resource. */
export const ROLES_RESOURCE = 'roles';
export const ROLES_META: ConsoleDataMeta = { apiPath: '/permissions/roles' };
