/** True when a database error is a unique-constraint violation (SQLSTATE 23505), optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code ? e : e?.cause;
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}

/**
 * True when a database error is a foreign-key violation: a reference to a missing row (23503), or a
 * delete of a row still referenced under ON DELETE RESTRICT (23001).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '23503' || code === '23001';
}
