/** PostgreSQL's error as node-postgres raises it, directly or as the `cause` of Drizzle's error. */
type PgError = { code?: string; constraint?: string; message?: string };

function pgErrorOf(err: unknown): PgError {
  const e = err as PgError & { cause?: PgError };
  return e.code ? e : (e.cause ?? {});
}

/** PostgreSQL's SQLSTATE of an error (e.g. '23503', a foreign key), whoever wrapped it. */
export function pgCode(err: unknown): string | undefined {
  return pgErrorOf(err).code;
}

/** A unique constraint refused the row (SQLSTATE 23505), optionally a named one. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(err);
  if (pg.code !== '23505') return false;
  return constraint === undefined || pg.constraint === constraint;
}
