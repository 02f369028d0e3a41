import type { BILL_KINDS } from '../../../contract/constants';
import type { ConsoleDataMeta } from '../../providers';

/** Which side of the books: bills to pay or bills to receive. */
export type BillKind = (typeof BILL_KINDS)[number];

/** Refine resource name and API path of each kind ('finance-bills-to-pay' → /finance/bills-to-pay). */
export const BILL_RESOURCES: Record<BillKind, { resource: string; meta: ConsoleDataMeta; settle: string }> = {
  'to-pay': { resource: 'finance-bills-to-pay', meta: { apiPath: '/finance/bills-to-pay' }, settle: 'mark-paid' },
  'to-receive': { resource: 'finance-bills-to-receive', meta: { apiPath: '/finance/bills-to-receive' }, settle: 'mark-received' },
};

export const FINANCE_DASHBOARD_URL = '/finance/dashboard';

/** POST here marks the bill paid (to pay) or received (to receive). */
export function settleUrl(kind: BillKind, id: number): string {
  const { meta, settle } = BILL_RESOURCES[kind];
  return `${meta.apiPath}/${id}/${settle}`;
}

/** The status a settled bill of this kind ends in. */
export const SETTLED_STATUS: Record<BillKind, 'paid' | 'received'> = { 'to-pay': 'paid', 'to-receive': 'received' };

/** spec-2 §9: bills, 10 per page. */
export const BILLS_PAGE_SIZE = 10;

/** The API's day format (due dates and the date filters). */
export const API_DAY = 'YYYY-MM-DD';
