import type { UserType } from '../../../contract/permissions';
import type { RoleDto } from '../../../contract/roles';

/** The system role that goes with a user type (system roles are named after the types). */
export function systemRoleFor(roles: readonly RoleDto[], type: UserType | undefined): RoleDto | undefined {
  return roles.find((role) => role.is_system_role && role.name === type);
}

/** Roles a user of `type` may hold: the type's own system role and every custom role. */
export function rolesForType(roles: readonly RoleDto[], type: UserType | undefined): RoleDto[] {
  return roles.filter((role) => !role.is_system_role || role.name === type);
}

/**
 * The role to keep when the type changes: a system role follows the type, a custom role stays,
 * no role (the type's default) stays none.
 */
export function roleAfterTypeChange(roles: readonly RoleDto[], roleId: number | null | undefined, type: UserType): number | null | undefined {
  const current = roles.find((role) => role.id === roleId);
  if (!current?.is_system_role) return roleId;
  return systemRoleFor(roles, type)?.id ?? null;
}
