/**
 * Whether a database error is a unique-constraint violation, on either engine. Inserting and
 * catching this is the race-free way to claim a unique value (an email at signup); checking
 * first and inserting after leaves a window for a parallel request.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's SQLSTATE, better-sqlite3's extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
