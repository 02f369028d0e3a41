import { z } from 'zod';
import { decimal, id } from './common';

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  agent_id: z.number().int().nullable(),
  token_prefix: z.string(),
  is_admin_token: z.boolean(),
  is_active: z.boolean(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  monthly_limit: z.number().nullable(),
  /** Spent this calendar month through this token, in the organization's credit currency. */
  spent_this_month: z.number(),
  created_at: z.string(),
});
export type ApiTokenDto = z.infer<typeof apiToken>;

/** The answer of create and regenerate: the only time the value is shown. */
export const apiTokenWithValue = apiToken.extend({ token: z.string() });

export const tokenCreateBody = z.object({
  name: z.string().trim().min(1).max(120),
  agent_id: id.optional().nullable(),
  is_admin_token: z.boolean().default(false),
  expires_at: z.iso.datetime({ offset: true }).optional().nullable(),
  monthly_limit: decimal(2, { min: 0, exclusiveMin: true, max: 100_000_000 }).optional().nullable(),
});
