/** Whether `error` (or a cause drizzle wrapped it in) is PostgreSQL refusing a row by this unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
