/**
 * A list page from Refine's `_start`/`_end` (or a plain `limit` from the first row): `size` rows when the
 * caller names no end, never more than `max`.
 */
export function pageOf(query: { _start?: number; _end?: number; limit?: number }, size: number, max = 100): { offset: number; limit: number } {
  const offset = query._start ?? 0;
  const limit = query.limit ?? (query._end !== undefined ? query._end - offset : size);
  return { offset, limit: Math.min(max, Math.max(0, limit)) };
}
