import { z } from 'zod';
import { CURRENCIES, LANGUAGES, TIMEZONES, id, idText, paging } from './common';
import { USER_TYPES } from './permissions';

/** Password policy: 8 to 128 characters, not among the most common passwords (checked by the server). */
export const password = z.string().min(8).max(128);

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  role: z.string().describe('Name of the role the user holds'),
  role_id: z.number().int(),
  parent_user_id: z.number().int().nullable(),
  organization_id: z.number().int(),
  organization: z.object({ name: z.string() }),
  is_active: z.boolean(),
  is_suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserDto = z.infer<typeof user>;

/** GET /users: `q` searches email and full name; lists are paged with _start/_end (10 per page in the console). */
export const userListQuery = z.object({
  ...paging,
  _sort: z.enum(['email', 'full_name', 'user_type', 'created_at', 'id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  q: z.string().max(200).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  organization_id: idText.optional(),
});

export const userCreateBody = z.object({
  email: z.string().trim().min(1).max(254).email(),
  full_name: z.string().trim().max(200).optional().nullable(),
  password,
  user_type: z.enum(USER_TYPES).default('user'),
  /** A custom role; defaults to the system role of the user type. */
  role_id: id.optional().nullable(),
  /** Super admins may create users in another organization. */
  organization_id: id.optional(),
});

export const userUpdateBody = z.strictObject({
  email: z.string().trim().min(1).max(254).email().optional(),
  full_name: z.string().trim().max(200).optional().nullable(),
  user_type: z.enum(USER_TYPES).optional(),
  role_id: id.optional().nullable(),
});

export const adminPasswordBody = z.object({ password });
export const moveUserBody = z.object({ organization_id: id });

/** PATCH /users/me: personal info and preferences. */
export const profileUpdateBody = z.strictObject({
  full_name: z.string().trim().max(200).optional().nullable(),
  email: z.string().trim().min(1).max(254).email().optional(),
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  timezone: z.enum(TIMEZONES).optional(),
});

export const ownPasswordBody = z.object({ current_password: z.string().min(1).max(1024), new_password: password });

/** An active session (a refresh-token family) of the signed-in user. */
export const session = z.object({
  id: z.string().describe('Session id'),
  device: z.string().nullable().describe('User agent of the last use'),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof session>;

export const impersonationResult = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  impersonated_by: z.object({ id: z.number().int(), email: z.string(), full_name: z.string().nullable() }),
  impersonated_user: z.object({ id: z.number().int(), email: z.string(), full_name: z.string().nullable() }),
});
