import { hasPermission, useCurrentUser } from '../../providers';

/** Whether the signed-in user holds `permission` (always true when none is needed). */
export function useCanAccess(): (permission: string | undefined) => boolean {
  const me = useCurrentUser();
  return (permission) => permission === undefined || hasPermission(me, permission);
}
