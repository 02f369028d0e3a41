import { useCustom, useInvalidate, type HttpError } from '@refinedev/core';
import type { ExchangeRatesDto } from '../../../contract/credits';
import type { ConsoleDataMeta } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';

/** Every organization's credit account, as a Refine resource (server paging, X-Total-Count). */
export const ORGANIZATION_CREDITS = 'credit-organizations';
export const ORGANIZATION_CREDITS_META: ConsoleDataMeta = { apiPath: '/credits/admin/organizations' };
/** Every organization's ledger. */
export const ADMIN_TRANSACTIONS = 'credit-transactions';
export const ADMIN_TRANSACTIONS_META: ConsoleDataMeta = { apiPath: '/credits/admin/transactions' };

export const SUMMARY_URL = '/credits/admin/summary';
export const ADD_CREDITS_URL = '/credits/add';
export const RATES_URL = '/credits/rates';
export const USAGE_REPORT_URL = '/resources/usage/report';

/** spec-2 §9: credit organizations 10 per page; transactions 20 per page with a size changer. */
export const ORGANIZATIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 20;
export const TRANSACTIONS_PAGE_SIZES = [10, 20, 50, 100];

export interface CreditsSummaryDto {
  balance: number;
  reserved_balance: number;
  available_balance: number;
  currency: string;
  organizations: number;
}

/** GET /credits/admin/summary in the header currency. */
export function useCreditsSummary(failure: string) {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<CreditsSummaryDto, HttpError>({
    url: SUMMARY_URL,
    method: 'get',
    config: { query: { target_currency: currency } },
    errorNotification: errorToast(failure),
  });
  return query;
}

/** GET /credits/rates. */
export function useRates(failure: string) {
  const { query } = useCustom<ExchangeRatesDto, HttpError>({
    url: RATES_URL,
    method: 'get',
    errorNotification: errorToast(failure),
  });
  return query;
}

/** Refreshes the organizations' credits and the history after credits were added. */
export function useRefreshCreditLists(): () => Promise<void> {
  const invalidate = useInvalidate();
  return async () => {
    await Promise.all([
      invalidate({ resource: ORGANIZATION_CREDITS, invalidates: ['list'] }),
      invalidate({ resource: ADMIN_TRANSACTIONS, invalidates: ['list'] }),
    ]);
  };
}
