import type { AuditAction } from '../../../contract/audit';
import type { ConsoleDataMeta } from '../../providers';

/** The actions of contract/audit AUDIT_ACTIONS (kept here so the bundle needs no zod). */
export const AUDIT_ACTION_CHOICES = [
  'auth.login_failed',
  'auth.password_changed',
  'user.created',
  'user.updated',
  'user.suspended',
  'user.activated',
  'user.password_reset',
  'user.moved',
  'role.created',
  'role.updated',
  'role.deleted',
  'impersonation.started',
  'impersonation.stopped',
  'organization.created',
  'organization.updated',
  'organization.suspended',
  'organization.activated',
  'session.revoked',
  'credits.added',
] as const satisfies readonly AuditAction[];

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_META: ConsoleDataMeta = { apiPath: '/audit-log' };

/** i18n key of an action's label: 'user.created' → 'actions.user_created' (dots would nest keys). */
export const actionKey = (action: string) => `actions.${action.replace(/\./g, '_')}`;
