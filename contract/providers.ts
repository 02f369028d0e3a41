import { z } from 'zod';

export const PROVIDER_TYPES = ['openai', 'anthropic', 'gemini', 'mistral', 'ollama'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

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

/** Model presets per type (spec-1 §9); custom model names may be added to available_models. */
export const PROVIDER_MODEL_PRESETS: Record<ProviderType, string[]> = {
  openai: ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo'],
  anthropic: ['claude-3-5-haiku-latest', 'claude-3-7-sonnet-latest', 'claude-sonnet-4-0', 'claude-opus-4-0'],
  gemini: ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.0-flash', 'gemini-2.0-flash-lite'],
  mistral: ['mistral-large-latest', 'mistral-medium-latest', 'mistral-small-latest'],
  ollama: ['llama2', 'mistral', 'codellama'],
};
