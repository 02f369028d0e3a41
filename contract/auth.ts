import { z } from 'zod';
import { CURRENCIES, LANGUAGES, TIMEZONES } from './common';
import { USER_TYPES } from './permissions';

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254).email(),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(512) });
export const logoutBody = z.object({ refresh_token: z.string().min(1).max(512).optional() });

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the access token expires'),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const preferences = z.object({
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  timezone: z.enum(TIMEZONES),
});
export type Preferences = z.infer<typeof preferences>;

export const me = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  role: z.string(),
  organization_id: z.number().int(),
  organization: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  is_active: z.boolean(),
  is_suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  preferences,
  permissions: z.array(z.string()),
  impersonated_by: z.number().int().nullable(),
});
export type Me = z.infer<typeof me>;
