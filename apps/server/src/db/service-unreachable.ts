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
 * What the AWS SDK says of a bucket that failed on its side or did not answer: a 5xx status after
 * its tries, or a connection or silent socket that timed out (`S3_TIMEOUT_SECONDS`).
 */
function isBucketFault(cause: Error): boolean {
  const { $metadata } = cause as { $metadata?: { httpStatusCode?: number } };
  return ($metadata?.httpStatusCode ?? 0) >= 500 || cause.name === 'TimeoutError';
}

/**
 * Whether `error` (or anything in its chain of causes: Drizzle wraps the driver's error in its
 * own) means the database, the bucket or another service behind the store could not be reached
 * or failed on its side, rather than that a query was wrong. Such an outage passes and is no fault
 * of the request: it is answered 503, never 500.
 */
export function isServiceUnreachable(error: unknown): boolean {
  return someCause(error, (cause) => {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (DRIVER_MESSAGES.some((message) => cause.message.includes(message))) return true;
    if (isBucketFault(cause)) return true;
    return cause instanceof AggregateError && cause.errors.some(isServiceUnreachable);
  });
}

/** Whether `test` holds for `error` or one of the causes it wraps (at most five deep). */
export function someCause(error: unknown, test: (cause: Error) => boolean): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (test(cause)) return true;
    cause = cause.cause;
  }
  return false;
}
