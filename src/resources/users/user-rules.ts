import type { Me } from '../../../contract/auth';
import { USER_TYPES, type UserType } from '../../../contract/permissions';
import type { UserDto } from '../../../contract/users';
import { hasPermission } from '../../providers/access-control';
import { isAdministrator } from '../../plugins/header/user-type';

type Caller = Pick<Me, 'id' | 'user_type' | 'role' | 'permissions' | 'impersonated_by'>;
type Target = Pick<UserDto, 'id' | 'user_type' | 'is_suspended'>;

export type UserStatus = 'suspended' | 'active' | 'inactive';

export function userStatus(user: Pick<UserDto, 'is_suspended' | 'is_active'>): UserStatus {
  if (user.is_suspended) return 'suspended';
  return user.is_active ? 'active' : 'inactive';
}

export const isSuperAdmin = (me: Pick<Me, 'user_type'> | null | undefined) => me?.user_type === 'super_admin';

/** Only super admins and organization admins may change a user's type (spec-2 §5). */
export function canChangeUserType(me: Pick<Me, 'user_type'>): boolean {
  return me.user_type === 'super_admin' || me.user_type === 'admin';
}

/** The types `me` may give: 'Super Admin do Sistema' only for super admins (spec-2 §5). */
export function selectableUserTypes(me: Pick<Me, 'user_type'>): readonly UserType[] {
  return isSuperAdmin(me) ? USER_TYPES : USER_TYPES.filter((type) => type !== 'super_admin');
}

/** Super admins are managed by super admins only. */
export function canManage(me: Pick<Me, 'user_type'>, target: Pick<UserDto, 'user_type'>): boolean {
  return isSuperAdmin(me) || target.user_type !== 'super_admin';
}

/** Impersonation is offered to administrators, on another active user they may manage, outside an impersonation (spec-2 §6). */
export function canImpersonate(me: Caller, target: Target): boolean {
  return (
    hasPermission(me, 'users:impersonate') &&
    isAdministrator(me) &&
    me.impersonated_by === null &&
    target.id !== me.id &&
    !target.is_suspended &&
    canManage(me, target)
  );
}
