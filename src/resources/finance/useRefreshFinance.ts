import { useQueryClient } from '@tanstack/react-query';

/** Whether a cached query is one of this page's: the bill lists (resources 'finance-…') or the dashboard (/finance/dashboard). */
function isFinanceQuery(queryKey: readonly unknown[]): boolean {
  return JSON.stringify(queryKey).includes('finance');
}

/** After a change to any bill: refetch both lists and the dashboard figures. */
export function useRefreshFinance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isFinanceQuery(query.queryKey) });
}
