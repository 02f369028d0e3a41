/** The acts the audit log records (zod-free, shared with the console). */
export const AUDIT_ACTIONS = [
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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
