import { z } from 'zod';
import { PROVIDER_TYPES } from './constants';

export { PROVIDER_MODEL_PRESETS, PROVIDER_TYPES, type ProviderType } from './constants';

/** A connection to a language-model service. The API key is never sent back: only whether one is set. */
export const provider = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  name: z.string().describe('Internal name, fixed after creation'),
  display_name: z.string(),
  provider_type: z.enum(PROVIDER_TYPES),
  base_url: z.string().nullable(),
  has_api_key: z.boolean(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  allows_data_sharing: z.boolean(),
  available_models: z.array(z.string()),
  /** Whether the caller's organization owns it (public providers of others are usable, not editable). */
  is_own: z.boolean(),
  created_at: z.string(),
});
export type ProviderDto = z.infer<typeof provider>;

const url = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'invalid_url' });
const models = z.array(z.string().trim().min(1).max(120)).max(100);

export const providerCreateBody = z.object({
  name: z.string().trim().min(1).max(60).regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/),
  display_name: z.string().trim().min(1).max(120),
  provider_type: z.enum(PROVIDER_TYPES),
  base_url: url.optional().nullable().or(z.literal('')),
  api_key: z.string().trim().max(1000).optional().nullable(),
  is_active: z.boolean().default(true),
  is_public: z.boolean().default(false),
  allows_data_sharing: z.boolean().default(false),
  available_models: models.default([]),
});

/** PUT /providers/{id}: a blank api_key keeps the stored one; the internal name cannot change. */
export const providerUpdateBody = providerCreateBody.partial().extend({ provider_type: z.enum(PROVIDER_TYPES).optional() });

export const providerTestResult = z.object({
  success: z.boolean(),
  model: z.string().nullable(),
  response: z.string().nullable(),
  error: z.string().nullable(),
  latency_ms: z.number().int(),
});

