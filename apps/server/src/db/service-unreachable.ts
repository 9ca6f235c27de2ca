/**
 * Socket errors of a connection that cannot be made or was lost: what a restart, failover or
 * network cut of PostgreSQL (or the bucket, or any service behind the store) looks like from here.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs PostgreSQL answers while it cannot serve: class 08 (connection exceptions), shutting
 * down or starting up (57P01–57P03), too many connections (53300).
 */
const SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

/**
 * Whether `error` (or anything in its chain of causes: Drizzle wraps the driver's error in its
 * own) means the database or another service behind the store could not be reached, rather than
 * that a query was wrong. Such an outage passes and is no fault of the request: it is answered
 * 503, never 500.
 */
export function isServiceUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (
      DRIVER_MESSAGES.some((message) => cause instanceof Error && cause.message.includes(message))
    ) {
      return true;
    }
    if (cause instanceof AggregateError && cause.errors.some(isServiceUnreachable)) return true;
    cause = cause.cause;
  }
  return false;
}
