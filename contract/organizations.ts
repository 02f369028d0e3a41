import { z } from 'zod';
import { paging } from './common';

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
  ...paging,
  q: z.string().max(200).optional(),
});

export const organizationCreateBody = z.object({
  name: z.string().trim().min(1).max(120),
  slug: z.string().trim().min(1).max(60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).optional(),
});
export const organizationUpdateBody = z.strictObject({ name: z.string().trim().min(1).max(120) });
