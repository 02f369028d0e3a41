import { z } from 'zod';

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrganizationDto = z.infer<typeof organization>;

export const organizationListQuery = z.object({
  _start: z.coerce.number().int().min(0).optional(),
  _end: z.coerce.number().int().min(0).optional(),
  q: z.string().max(200).optional(),
});
