import { useCustom, type HttpError } from '@refinedev/core';
import type { ExchangeRatesDto } from '../../../contract/credits';
import { hasPermission, useCurrentUser } from '../../providers';

export type Convert = (amount: number, from: string, to: string) => number | null;

/** value_in_target = amount / rates[from] * rates[to]; null when a rate is unknown. */
export function convertWith(rates: Record<string, number> | undefined): Convert {
  return (amount, from, to) => {
    const source = rates?.[from];
    const target = rates?.[to];
    if (!source || !target) return null;
    return (amount / source) * target;
  };
}

/** The platform's exchange rates (GET /credits/rates), for approximate conversions; unknown without credits:read. */
export function useExchangeRates(): Convert {
  const me = useCurrentUser();
  const { query } = useCustom<ExchangeRatesDto, HttpError>({
    url: '/credits/rates',
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: hasPermission(me, 'credits:read'), staleTime: 60_000 },
  });
  return convertWith(query.data?.data.rates);
}
