/** Whether a database error (or one it caused) is PostgreSQL's unique violation, SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
