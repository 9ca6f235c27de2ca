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
  const answer = postgresAnswer(error, '23505');
  if (!answer) return false;
  return constraint === undefined || answer.constraint === constraint;
}

/**
 * PostgreSQL's deadlock_detected (40P01): the transaction was chosen to end so that others waiting
 * on it in a circle could go on; nothing it wrote stands.
 */
export const isDeadlock = (error: unknown): boolean => postgresAnswer(error, '40P01') !== undefined;

/** PostgreSQL's answer carried by `error`, when its code is `code`. */
function postgresAnswer(error: unknown, code: string) {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as PostgresErrorFields;
  const answer = fields.code === code ? fields : fields.cause;
  return answer?.code === code ? answer : undefined;
}
