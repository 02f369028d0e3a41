import { z } from 'zod';

export * from './constants';

/** The error body of every failed call. `detail` is in the caller's language. */
export const errorBody = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A row id: a positive PostgreSQL integer. */
export const id = z.number().int().positive().max(2_147_483_647);
/** A row id read from a path or query string. */
export const idText = z.coerce.number().int().positive().max(2_147_483_647);

export const idParam = z.object({ id: idText });

/** Paging of lists (Refine's simple-rest convention). */
export const paging = {
  _start: z.coerce.number().int().min(0).max(1_000_000).optional(),
  _end: z.coerce.number().int().min(0).max(1_000_100).optional(),
};
