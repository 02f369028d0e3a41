import { z } from 'zod';

export * from './constants';

/** The error body of every failed call. `detail` is in the caller's language. */
export const errorBody = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });
