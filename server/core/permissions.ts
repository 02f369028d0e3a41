import { SYSTEM_ROLE_PERMISSIONS, type Permission, type UserType } from '../../contract/permissions';

/** The effective permissions of a user: those of their role (system roles hold fixed sets). */
export function permissionsOf(user: { user_type: UserType; role: string }): ReadonlySet<Permission> {
  const role = (user.role in SYSTEM_ROLE_PERMISSIONS ? user.role : user.user_type) as UserType;
  return cachedSets[role];
}

const cachedSets = Object.fromEntries(
  Object.entries(SYSTEM_ROLE_PERMISSIONS).map(([role, list]) => [role, new Set(list)]),
) as unknown as Record<UserType, ReadonlySet<Permission>>;
