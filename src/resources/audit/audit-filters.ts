import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/** What the filter form holds. */
export interface AuditFilterValues {
  action?: string;
  q?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

/** The form's values as the API's query filters (action, q, start_date, end_date). */
export function toAuditFilters({ action, q, period }: AuditFilterValues): CrudFilter[] {
  const [start, end] = period ?? [];
  const filters: CrudFilter[] = [];
  if (action) filters.push({ field: 'action', operator: 'eq', value: action });
  if (q?.trim()) filters.push({ field: 'q', operator: 'eq', value: q.trim() });
  if (start) filters.push({ field: 'start_date', operator: 'eq', value: start.format(DATE) });
  if (end) filters.push({ field: 'end_date', operator: 'eq', value: end.format(DATE) });
  return filters;
}

function valueOf(filters: CrudFilter[], field: string): string | undefined {
  const found = filters.find((filter) => 'field' in filter && filter.field === field);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The filters in effect (e.g. from the URL) as the form's initial values. */
export function fromAuditFilters(filters: CrudFilter[]): AuditFilterValues {
  const start = valueOf(filters, 'start_date');
  const end = valueOf(filters, 'end_date');
  return {
    action: valueOf(filters, 'action'),
    q: valueOf(filters, 'q'),
    period: start || end ? [start ? dayjs(start, DATE) : null, end ? dayjs(end, DATE) : null] : null,
  };
}
