import type { ConsoleDataMeta } from '../../providers';

export { AUDIT_ACTIONS as AUDIT_ACTION_CHOICES } from '../../../contract/audit-actions';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_META: ConsoleDataMeta = { apiPath: '/audit-log' };

/** i18n key of an action's label: 'user.created' → 'actions.user_created' (dots would nest keys). */
export const actionKey = (action: string) => `actions.${action.replace(/\./g, '_')}`;
