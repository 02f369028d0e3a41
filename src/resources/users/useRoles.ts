import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { RoleDto } from '../../../contract/roles';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';

/** GET /permissions/roles, for the role select (loaded only when `enabled` and the caller may read roles). */
export function useRoles(enabled: boolean): { roles: RoleDto[]; loading: boolean } {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const { result, query } = useList<RoleDto>({
    resource: 'roles',
    meta: { apiPath: '/permissions/roles' },
    pagination: { mode: 'off' },
    queryOptions: { enabled: enabled && hasPermission(me, 'roles:read') },
    errorNotification: errorToast(t('errors.load_roles')),
  });
  return { roles: result.data, loading: query.isFetching };
}
