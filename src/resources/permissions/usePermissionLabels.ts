import { useTranslation } from 'react-i18next';
import type { RoleDto } from '../../../contract/roles';
import { splitPermission } from './permission-categories';

/** Readable names of categories, actions and system roles, falling back to the raw names. */
export function usePermissionLabels() {
  const { t } = useTranslation('permissions');
  return {
    category: (category: string) => t(`categories.${category}`, { defaultValue: category }),
    action: (permissionName: string) => {
      const { action } = splitPermission(permissionName);
      return t(`actions.${action}`, { defaultValue: action });
    },
    role: (role: Pick<RoleDto, 'name' | 'is_system_role'>) =>
      role.is_system_role ? t(`system_roles.${role.name}`, { defaultValue: role.name }) : role.name,
  };
}
