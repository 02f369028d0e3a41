import type { Me } from '../../../contract/auth';

/** Organization admins and super admins carry the Admin badge (spec-1 §6). */
export function isAdministrator(me: Pick<Me, 'user_type' | 'role'>): boolean {
  return me.user_type === 'super_admin' || me.user_type === 'admin' || me.role === 'admin' || me.role === 'organization_admin';
}
