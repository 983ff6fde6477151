/** True when a query failed on a unique constraint (SQLSTATE 23505); Drizzle wraps driver errors in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === "23505") return constraint ? pgError.constraint === constraint : true;
  }
  return false;
}
