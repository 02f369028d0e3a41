import { z } from 'zod';
import { CURRENCIES } from './common';

export const statsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  target_currency: z.enum(CURRENCIES).optional(),
});

/** Usage of the caller's organization over the last `days` days. */
export const usageStats = z.object({
  days: z.number().int(),
  users: z.number().int(),
  agents: z.number().int(),
  active_agents: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
  cost: z.number(),
  currency: z.string(),
  cost_usd: z.number(),
});

/** GET /admin/metrics: the platform (super admins) or the organization (its administrators). */
export const adminMetrics = usageStats.extend({
  active_providers: z.number().int(),
  providers: z.array(z.object({ id: z.number().int(), display_name: z.string(), provider_type: z.string(), is_active: z.boolean(), agents: z.number().int() })),
  agent_stats: z.array(z.object({ id: z.number().int(), name: z.string(), model_name: z.string(), messages: z.number().int(), tokens: z.number().int() })),
});
