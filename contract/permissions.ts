/**
 * The permission catalog: every route of the API names one of these, and the console hides what
 * the caller's permissions would refuse. Names are `category:action`.
 */
export const PERMISSIONS = {
  dashboard: ['view'],
  agents: ['read', 'create', 'update', 'delete', 'chat'],
  system_agent: ['manage'],
  providers: ['read', 'create', 'update', 'delete'],
  tokens: ['read', 'create', 'update', 'delete'],
  whatsapp: ['read', 'send', 'configure', 'templates'],
  integrations: ['read', 'create', 'update', 'delete'],
  modules: ['read', 'activate'],
  routines: ['read', 'create', 'update', 'delete', 'execute'],
  organization: ['read', 'update', 'manage_users'],
  organizations: ['read', 'create', 'update', 'suspend'],
  credits: ['read', 'admin'],
  users: ['read', 'create', 'update', 'suspend', 'move', 'impersonate'],
  roles: ['read', 'create', 'update', 'delete'],
  resources: ['read', 'create', 'update'],
  usage: ['read', 'export'],
  finance: ['read', 'create', 'update', 'delete'],
  kanban: ['read', 'create', 'update', 'delete'],
  admin: ['dashboard'],
  audit: ['read'],
  profile: ['read', 'update'],
} as const satisfies Record<string, readonly string[]>;

type Catalog = typeof PERMISSIONS;
export type Permission = { [C in keyof Catalog]: `${C & string}:${Catalog[C][number]}` }[keyof Catalog];

export const ALL_PERMISSIONS: Permission[] = Object.entries(PERMISSIONS).flatMap(([category, actions]) =>
  actions.map((action) => `${category}:${action}` as Permission),
);

export const USER_TYPES = ['super_admin', 'admin', 'user', 'sub_user'] as const;
export type UserType = (typeof USER_TYPES)[number];

const PLATFORM_ONLY: Permission[] = [
  'organizations:create',
  'organizations:update',
  'organizations:suspend',
  'credits:admin',
  'users:move',
  'resources:create',
  'resources:update',
  'roles:create',
  'roles:update',
  'roles:delete',
  'system_agent:manage',
  'audit:read',
];

const MEMBER: Permission[] = ALL_PERMISSIONS.filter(
  (p) =>
    !PLATFORM_ONLY.includes(p) &&
    !p.startsWith('providers:') &&
    !p.startsWith('users:') &&
    !p.startsWith('roles:') &&
    !p.startsWith('resources:') &&
    p !== 'organizations:read' &&
    p !== 'admin:dashboard' &&
    p !== 'organization:update' &&
    p !== 'organization:manage_users',
);

/** Fixed permission sets of the system roles; custom roles hold chosen sets. */
export const SYSTEM_ROLE_PERMISSIONS: Record<UserType, Permission[]> = {
  super_admin: ALL_PERMISSIONS,
  admin: ALL_PERMISSIONS.filter((p) => !PLATFORM_ONLY.includes(p) && p !== 'organizations:read'),
  user: MEMBER,
  sub_user: MEMBER.filter((p) => p.endsWith(':read') || p.endsWith(':view') || p.startsWith('profile:') || p === 'agents:chat' || p.startsWith('finance:') || p.startsWith('kanban:')),
};
