import { useList } from '@refinedev/core';
import type { PermissionDto, RoleDto } from '../../../contract/roles';
import { ROLES_META, ROLES_RESOURCE } from './roles-api';

/** The permission catalog and every role, loaded once for both tabs. */
export function usePermissionsData() {
  const catalog = useList<PermissionDto>({ resource: 'permissions', pagination: { mode: 'off' } });
  const roles = useList<RoleDto>({ resource: ROLES_RESOURCE, meta: ROLES_META, pagination: { mode: 'off' } });
  return {
    permissions: catalog.result.data,
    roles: roles.result.data,
    loading: catalog.query.isLoading || roles.query.isLoading,
    error: catalog.query.error ?? roles.query.error ?? null,
  };
}
