import { z } from 'zod';
import { id, idText } from './common';

export const chatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  tokens_used: z.number().int(),
  created_at: z.string(),
});

export const chatSession = z.object({
  id: z.number().int(),
  session_id: z.string(),
  agent_id: z.number().int(),
  title: z.string(),
  message_count: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  messages: z.array(chatMessage).optional(),
});

export const sessionCreateBody = z.object({ agent_id: id, title: z.string().trim().min(1).max(200) });
export const sessionUpdateBody = z.strictObject({ title: z.string().trim().min(1).max(200).optional(), is_active: z.boolean().optional() });
export const sessionListQuery = z.object({
  agent_id: idText.optional(),
  is_active: z.enum(['true', 'false']).optional(),
  include_messages: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** A message part: text, or an image as a data URL (sent when `has_images`). */
const part = z.union([
  z.object({ type: z.literal('text'), text: z.string().max(100_000) }),
  z.object({ type: z.literal('image'), image: z.string().max(15_000_000).regex(/^data:image\/(png|jpeg|gif|webp);base64,/) }),
]);

export const chatBody = z.object({
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant', 'system']), content: z.union([z.string().max(100_000), z.array(part).min(1).max(20)]) }))
    .min(1)
    .max(200),
  has_images: z.boolean().default(false),
  session_id: z.string().uuid().optional().nullable(),
  stream: z.boolean().default(false),
});

export const chatResult = z.object({
  response: z.string(),
  session_id: z.string().nullable(),
  model: z.string(),
  tokens_used: z.number().int(),
  usage: z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int() }),
});
