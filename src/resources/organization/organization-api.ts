import { useCustom, type HttpError } from '@refinedev/core';
import type { CreditBalance, CreditTransactionDto } from '../../../contract/credits';
import type { OrganizationDto, OrganizationStatsDto } from '../../../contract/organizations';
import { errorToast } from '../../plugins/notifications/toasts';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';

/** Members of one organization, as a Refine resource over /organizations/{id}/users (server paging). */
export const MEMBERS_RESOURCE = 'organization-members';
export const membersPath = (organizationId: number) => `/organizations/${organizationId}/users`;
export const MEMBERS_PAGE_SIZE = 10;
/** The statement shows the latest 50 transactions, 10 per page. */
export const STATEMENT_LIMIT = 50;
export const STATEMENT_PAGE_SIZE = 10;

/** GET /organizations/me: the caller's organization (a 404 is shown as 'not found' by the page). */
export function useMyOrganization() {
  const { query } = useCustom<OrganizationDto, HttpError>({
    url: '/organizations/me',
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: (failures, error) => error.statusCode >= 500 && failures < 2 },
  });
  return query;
}

/** GET /organizations/me/stats in the header currency. */
export function useOrganizationStats(enabled: boolean, failure: string) {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<OrganizationStatsDto, HttpError>({
    url: '/organizations/me/stats',
    method: 'get',
    config: { query: { target_currency: currency } },
    errorNotification: errorToast(failure),
    queryOptions: { enabled },
  });
  return query;
}

/** GET /credits/balance in the header currency (the same call the header badge makes, so it is shared). */
export function useOrganizationBalance(enabled: boolean, failure: string) {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<CreditBalance, HttpError>({
    url: '/credits/balance',
    method: 'get',
    config: { query: { target_currency: currency } },
    errorNotification: errorToast(failure),
    queryOptions: { enabled },
  });
  return query;
}

/** GET /credits/transactions?limit=50 in the header currency, fetched while the statement is open. */
export function useStatement(open: boolean, failure: string) {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<CreditTransactionDto[], HttpError>({
    url: '/credits/transactions',
    method: 'get',
    config: { query: { limit: STATEMENT_LIMIT, target_currency: currency } },
    errorNotification: errorToast(failure),
    queryOptions: { enabled: open },
  });
  return query;
}
