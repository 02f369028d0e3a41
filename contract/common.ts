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

/** A calendar day `YYYY-MM-DD`, read in the caller's timezone. */
export const day = z.iso.date();

/**
 * A decimal amount with at most `places` decimals, sent as a JSON number or a decimal string (exact);
 * the server keeps it as integer micro-units. `minMessage` names the message for an amount below `min`.
 */
export function decimal(places: number, { min = 0, max = 1_000_000_000, exclusiveMin = false, minMessage = '' } = {}) {
  const pattern = new RegExp(`^-?\\d{1,13}(\\.\\d{1,${places}})?$`);
  return z
    .union([z.number(), z.string().trim().regex(pattern)])
    .transform((value) => Number(value))
    .refine((value) => Number.isFinite(value), { message: 'invalid_number' })
    .refine((value) => (exclusiveMin ? value > min : value >= min), { message: minMessage || (exclusiveMin ? 'must_be_positive' : 'too_small'), params: { minimum: min } })
    .refine((value) => value <= max, { message: 'too_big', params: { maximum: max } })
    .refine((value) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6, { message: 'too_many_decimals' });
}
