import { useCustom, type HttpError } from '@refinedev/core';
import type { CreditBalance } from '../../../contract/credits';
import { useDisplayCurrency } from '../preferences/display-currency';

export const CREDIT_REFRESH_MS = 30_000;

/** The organization's balance in the display currency, refreshed every 30 s; null when unknown or after a 401. */
export function useCreditBalance(enabled: boolean): { balance: CreditBalance | null; isLoading: boolean } {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<CreditBalance, HttpError>({
    url: '/credits/balance',
    method: 'get',
    config: { query: { target_currency: currency } },
    errorNotification: false,
    queryOptions: {
      enabled,
      refetchInterval: CREDIT_REFRESH_MS,
      retry: (failures, error) => error.statusCode !== 401 && failures < 2,
    },
  });
  const unauthorized = query.error?.statusCode === 401;
  return { balance: unauthorized ? null : (query.data?.data ?? null), isLoading: query.isLoading };
}
