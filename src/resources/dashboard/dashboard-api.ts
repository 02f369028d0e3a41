import { useCustom, useList, type HttpError } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AgentDto } from '../../../contract/agents';
import type { adminMetrics, usageStats } from '../../../contract/dashboard';
import { errorToast } from '../../plugins/notifications/toasts';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';

export type UsageStatsDto = z.infer<typeof usageStats>;
export type AdminMetricsDto = z.infer<typeof adminMetrics>;
/** What the token gauge and the shared stat cards read: both answers carry it. */
export type TokenFigures = Pick<UsageStatsDto, 'prompt_tokens' | 'completion_tokens' | 'total_tokens'>;

/** The period selector's choices, in days; 30 by default. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** spec-1 §9: the dashboard lists the first 5 agents. */
export const AGENTS_SHOWN = 5;

export const USAGE_STATS_URL = '/organizations/me/usage-stats';
export const ADMIN_METRICS_URL = '/admin/metrics';

/** GET /organizations/me/usage-stats over the last `days` days, money in the header currency. */
export function useUsageStats(days: number, failure: string) {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<UsageStatsDto, HttpError>({
    url: USAGE_STATS_URL,
    method: 'get',
    config: { query: { days, target_currency: currency } },
    errorNotification: errorToast(failure),
    // Switching the period keeps the previous figures on screen until the new ones arrive.
    queryOptions: { placeholderData: keepPreviousData },
  });
  return query;
}

/** GET /admin/metrics over the last `days` days: the platform for super admins, else the organization. */
export function useAdminMetrics(days: number, failure: string) {
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<AdminMetricsDto, HttpError>({
    url: ADMIN_METRICS_URL,
    method: 'get',
    config: { query: { days, target_currency: currency } },
    errorNotification: errorToast(failure),
    // Switching the period keeps the previous figures on screen until the new ones arrive.
    queryOptions: { placeholderData: keepPreviousData },
  });
  return query;
}

/** The organization's agents (oldest first, as the API answers); the same resource the agents page lists. */
export function useOrganizationAgents(enabled: boolean, failure: string) {
  return useList<AgentDto, HttpError>({
    resource: 'agents',
    meta: { apiPath: '/agents' },
    pagination: { mode: 'off' },
    errorNotification: errorToast(failure),
    queryOptions: { enabled },
  });
}

/** The prompt share of all tokens in percent (one decimal), 0 when nothing was used. */
export function promptSharePercent({ prompt_tokens, total_tokens }: TokenFigures): number {
  if (total_tokens <= 0) return 0;
  return Math.round((prompt_tokens / total_tokens) * 1000) / 10;
}

/** Average tokens per agent over the period (rounded), 0 when there are no agents. */
export function averageTokensPerAgent({ total_tokens, agents }: Pick<UsageStatsDto, 'total_tokens' | 'agents'>): number {
  return agents > 0 ? Math.round(total_tokens / agents) : 0;
}
