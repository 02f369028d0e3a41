import { z } from 'zod';
import { idText, paging } from './common';

export { AUDIT_ACTIONS, type AuditAction } from './audit-actions';

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof auditEntry>;

export const auditListQuery = z.object({
  ...paging,
  action: z.string().max(60).optional(),
  actor_id: idText.optional(),
  organization_id: idText.optional(),
  q: z.string().max(200).optional().describe('Searches actor email and target label'),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
