import type { AuditEntryDto } from '../../../contract/audit';

/** The target's label, or its type and id when it has none ('user #12'). */
export function targetText(entry: Pick<AuditEntryDto, 'target_label' | 'target_type' | 'target_id'>): string | null {
  if (entry.target_label) return entry.target_label;
  if (entry.target_type) return entry.target_id ? `${entry.target_type} #${entry.target_id}` : entry.target_type;
  return null;
}
