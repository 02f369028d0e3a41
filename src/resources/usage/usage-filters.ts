import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { UsageStatus } from '../../../contract/constants';

/** What the filter form holds. */
export interface UsageFilterValues {
  q?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  status?: UsageStatus;
  organization_id?: number;
}

/** The filters as the list, report and export take them. */
export interface UsageQuery {
  q?: string;
  start_date?: string;
  end_date?: string;
  status?: UsageStatus;
  organization_id?: number;
  target_currency?: string;
}

const DATE = 'YYYY-MM-DD';

/** The form's values (and the header currency) as query parameters; empty ones are left out. */
export function toUsageQuery({ q, period, status, organization_id }: UsageFilterValues, targetCurrency?: string): UsageQuery {
  const [start, end] = period ?? [];
  const query: UsageQuery = {};
  if (q?.trim()) query.q = q.trim();
  if (start) query.start_date = start.format(DATE);
  if (end) query.end_date = end.format(DATE);
  if (status) query.status = status;
  if (organization_id) query.organization_id = organization_id;
  if (targetCurrency) query.target_currency = targetCurrency;
  return query;
}

/** The same parameters as Refine filters (field=value). */
export function toCrudFilters(query: UsageQuery): CrudFilter[] {
  return Object.entries(query).map(([field, value]) => ({ field, operator: 'eq', value }) as CrudFilter);
}
