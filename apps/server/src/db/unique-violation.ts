/** What a driver's error carries of PostgreSQL's answer, directly or wrapped by Drizzle. */
interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: { code?: unknown; constraint?: unknown };
}

/**
 * PostgreSQL's unique_violation (23505), as node-postgres or PGlite throws it or as Drizzle wraps
 * it; of `constraint` only, when one is named. Two requests that each found a value free and then
 * both wrote it meet here: the second learns it lost.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as PostgresErrorFields;
  const answer = fields.code === '23505' ? fields : fields.cause;
  if (answer?.code !== '23505') return false;
  return constraint === undefined || answer.constraint === constraint;
}
