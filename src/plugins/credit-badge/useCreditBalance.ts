import { useCustom, type HttpError } from '@refinedev/core';
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { CreditBalance } from '../../../contract/credits';
import { useDisplayCurrency } from '../preferences/display-currency';

export const CREDIT_REFRESH_MS = 30_000;
export const CREDIT_BALANCE_URL = '/credits/balance';

/** Refine keys a useCustom query as ['data', <provider>, 'custom', { url, method, ... }]. */
const isBalanceQuery = (query: Query) => {
  const params = query.queryKey[3];
  return query.queryKey[2] === 'custom' && typeof params === 'object' && params !== null && (params as { url?: unknown }).url === CREDIT_BALANCE_URL;
};

/** Refetches the balance now (the header badge and every other reader), e.g. after credits were added. */
export function useRefreshCreditBalance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isBalanceQuery });
}

/** The organization's balance in the display currency, refreshed every 30 s; null when unknown or after a 401. */
export function useCreditBalance(enabled: boolean): { balance: CreditBalance | null; isLoading: boolean } {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<CreditBalance, HttpError>({
    url: CREDIT_BALANCE_URL,
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
