import { z } from 'zod';
import { CURRENCIES, PLAN_TYPES, paging } from './common';
import { USER_TYPES } from './permissions';

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  is_active: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrganizationDto = z.infer<typeof organization>;

export const organizationListQuery = z.object({
  ...paging,
  q: z.string().max(200).optional(),
});

export const organizationCreateBody = z.object({
  name: z.string().trim().min(1).max(120),
  slug: z.string().trim().min(1).max(60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).optional(),
  plan_type: z.enum(PLAN_TYPES).optional(),
});
/** PATCH /organizations/{id}: its administrators rename it; only platform operators change the plan. */
export const organizationUpdateBody = z
  .strictObject({ name: z.string().trim().min(1).max(120).optional(), plan_type: z.enum(PLAN_TYPES).optional() })
  .refine((body) => body.name !== undefined || body.plan_type !== undefined, { message: 'nothing_to_update' });

export const organizationStatsQuery = z.object({ target_currency: z.enum(CURRENCIES).optional() });

/** GET /organizations/me/stats; money in `currency`, monthly consumption over the current calendar month. */
export const organizationStats = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  total_agents: z.number().int(),
  active_agents: z.number().int(),
  credit_balance: z.number(),
  available_balance: z.number(),
  monthly_consumption: z.number(),
  currency: z.string(),
});
export type OrganizationStatsDto = z.infer<typeof organizationStats>;

/** A member as the organization page lists it. */
export const organizationUser = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  is_active: z.boolean(),
  is_suspended: z.boolean(),
  created_at: z.string(),
});
export type OrganizationUserDto = z.infer<typeof organizationUser>;

export const organizationUsersQuery = z.object({ ...paging, q: z.string().max(200).optional() });
