import { z } from 'zod';
import { id } from './common';

export const permission = z.object({
  id: z.number().int(),
  name: z.string().describe('category:action'),
  description: z.string(),
});
export type PermissionDto = z.infer<typeof permission>;

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  is_system_role: z.boolean(),
  permissions: z.array(permission),
  users_count: z.number().int(),
});
export type RoleDto = z.infer<typeof role>;

export const roleBody = z.strictObject({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(300).optional().nullable(),
  permission_ids: z.array(id).max(500),
});
export const roleUpdateBody = roleBody.partial();
