import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../contract/audit';
import type { Database } from '../../db/client';
import { auditLog } from './schema';

export interface AuditTarget {
  type: string;
  id: string | number;
  label?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  actor?: { id: number; email: string } | null;
  target?: AuditTarget | null;
  organizationId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one entry to the audit log. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry) {
  await db.insert(auditLog).values({
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    target_type: entry.target?.type ?? null,
    target_id: entry.target ? String(entry.target.id) : null,
    target_label: entry.target?.label ?? null,
    organization_id: entry.organizationId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}

/** Appends an entry for an act of the signed-in caller of this request. */
export function auditRequest(
  db: Pick<Database, 'insert'>,
  request: FastifyRequest,
  action: AuditAction,
  target: AuditTarget | null,
  details: Record<string, unknown> = {},
  organizationId?: number | null,
) {
  const auth = request.auth;
  return recordAudit(db, {
    action,
    actor: auth ? { id: auth.user.id, email: auth.user.email } : null,
    target,
    organizationId: organizationId !== undefined ? organizationId : (auth?.organization.id ?? null),
    ip: request.ip,
    details: auth?.impersonatedBy ? { ...details, impersonated_by: auth.impersonatedBy } : details,
  });
}
