/** Machine-readable error codes. Every error body carries one, so clients branch on codes, not text. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  InvalidJson: 'INVALID_JSON',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UriTooLong: 'URI_TOO_LONG',
  HeadersTooLarge: 'HEADERS_TOO_LARGE',
  RequestTimeout: 'REQUEST_TIMEOUT',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  InsufficientCredits: 'INSUFFICIENT_CREDITS',
  /** What a link stood for is no more: an invite expired, revoked or used. */
  Gone: 'GONE',
  /** A team member's spend would pass their monthly limit; details `monthlyLimit`, `spentThisMonth`, `remainingThisMonth`. */
  MonthlyLimitReached: 'MONTHLY_LIMIT_REACHED',
  /** The price or total the buyer was shown is no longer the server's: nothing was charged. */
  PriceChanged: 'PRICE_CHANGED',
  /** An Idempotency-Key sent again with a different request. */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** An uploaded file that is cut short or damaged: it does not decode. */
  UnreadableMedia: 'UNREADABLE_MEDIA',
  /** An uploaded video longer than the store takes. */
  MediaTooLong: 'MEDIA_TOO_LONG',
  TooManyPixels: 'TOO_MANY_PIXELS',
  /** The account's uploads would exceed its storage allowance or its number of files. */
  UploadQuotaExceeded: 'UPLOAD_QUOTA_EXCEEDED',
  /** The user has as many renders waiting or running as one user may; details `active`, `limit`. */
  TooManyActiveRenders: 'TOO_MANY_ACTIVE_RENDERS',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** The store's disk is full: nothing was kept; it may work again once room is made. */
  InsufficientStorage: 'INSUFFICIENT_STORAGE',
  Internal: 'INTERNAL',
  /** Produced by the browser: no answer arrived (offline, DNS, connection reset). */
  Network: 'NETWORK',
  /** Produced by the browser: an answer arrived but was not the shape the contract promises. */
  InvalidResponse: 'INVALID_RESPONSE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Messages shared by server and client where the wording is ours rather than the spec's. */
export const ErrorMessage = {
  internal: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  network: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Invalid response from server',
  restarting: 'The store is restarting. Please try again in a moment.',
  unavailable: 'The store is briefly unavailable. Please try again in a moment.',
  diskFull:
    'The store has no room for files just now, so nothing was kept. Please try again later.',
} as const;

/** The code for an HTTP status, for errors that carry no code of their own (a framework error, a proxy page). */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ErrorCode.BadRequest;
    case 401:
      return ErrorCode.Unauthorized;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 405:
      return ErrorCode.MethodNotAllowed;
    case 408:
      return ErrorCode.RequestTimeout;
    case 409:
      return ErrorCode.Conflict;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 414:
      return ErrorCode.UriTooLong;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 429:
      return ErrorCode.RateLimited;
    case 431:
      return ErrorCode.HeadersTooLarge;
    case 503:
      return ErrorCode.ServiceUnavailable;
    case 507:
      return ErrorCode.InsufficientStorage;
    default:
      return status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest;
  }
}
