import { z } from 'zod';
import { id } from './common';

export { TEMPLATE_FIELDS } from './constants';

export const agent = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  name: z.string(),
  provider_id: z.number().int().nullable(),
  provider: z.object({ id: z.number().int(), display_name: z.string(), provider_type: z.string() }).nullable(),
  model_name: z.string(),
  personality: z.string().nullable(),
  ethics: z.string().nullable(),
  skills: z.array(z.string()),
  temperature: z.number(),
  max_tokens: z.number().int(),
  system_prompt: z.string().nullable(),
  is_active: z.boolean(),
  is_base_template: z.boolean(),
  base_template_id: z.number().int().nullable(),
  locked_fields: z.array(z.string()),
  is_system_agent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentDto = z.infer<typeof agent>;

const skills = z
  .union([z.array(z.string().trim().min(1).max(60)).max(50), z.string().max(2000)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',').map((skill) => skill.trim()).filter(Boolean)));

export const agentCreateBody = z.object({
  name: z.string().trim().min(1, { message: 'agent_name_required' }).max(120),
  provider_id: id,
  model_name: z.string().trim().min(1).max(120),
  personality: z.string().trim().max(4000).optional().nullable(),
  ethics: z.string().trim().max(4000).optional().nullable(),
  skills: skills.default([]),
  temperature: z.number().min(0).max(2).default(0.7),
  max_tokens: z.number().int().min(1).max(200_000).default(1024),
  system_prompt: z.string().max(20_000).optional().nullable(),
  is_active: z.boolean().default(true),
  is_base_template: z.boolean().default(false),
});

/** PUT /agents/{id}: any subset; a replica accepts only its name (and is_active). */
export const agentUpdateBody = z.strictObject({
  name: z.string().trim().min(1, { message: 'agent_name_required' }).max(120).optional(),
  provider_id: id.optional(),
  model_name: z.string().trim().min(1).max(120).optional(),
  personality: z.string().trim().max(4000).optional().nullable(),
  ethics: z.string().trim().max(4000).optional().nullable(),
  skills: skills.optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).max(200_000).optional(),
  system_prompt: z.string().max(20_000).optional().nullable(),
  is_active: z.boolean().optional(),
  is_base_template: z.boolean().optional(),
});
