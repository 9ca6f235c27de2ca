import { ErrorMessage } from '@frameshop/contract';

export interface ApiErrorOptions extends ErrorOptions {
  /** The message is the `error` field of the server's own error body. */
  fromServer?: boolean;
  /** The request's id, from the error body or the `x-request-id` header. */
  requestId?: string | null;
}

/** Every failed API call surfaces as this one type, so screens branch on `code`, not on text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: string;
  /** Extra fields of the error body, such as creditsRequired and userCredits. */
  readonly details: Readonly<Record<string, unknown>>;
  /**
   * True when the server wrote the message. Screens whose spec says "the server's error, else
   * <fallback>" show the fallback for messages the browser made up (a proxy's bare 502, a network
   * failure).
   */
  readonly fromServer: boolean;
  /**
   * The id the server logged the request under, when it said (its error body, else the
   * `x-request-id` header): shown beside the message, so a user can quote it to support.
   */
  readonly requestId: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: Record<string, unknown> = {},
    options?: ApiErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.details = details;
    this.fromServer = options?.fromServer ?? false;
    this.requestId = options?.requestId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a user can quote about a failed call: its request id, when the server named one. */
export function referenceOf(error: unknown): string | null {
  return isApiError(error) ? error.requestId : null;
}

/** The server's own error text, else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer && error.message ? error.message : fallback;
}

/** The two kinds of advice under a failure's message: which side of the wire failed. */
export const FailureAdvice = {
  network: 'Check your connection and try again.',
  server: ErrorMessage.internal,
} as const;

/**
 * What the visitor can do about a failed call: check their connection only when no answer came
 * back; a server that answered with an error is our problem, said in the server's words when it
 * gave some (a rate limit says how long to wait).
 */
export function failureAdvice(error: unknown): string {
  if (!isApiError(error)) return FailureAdvice.server;
  if (error.status === 0) return FailureAdvice.network;
  if (error.status < 500 && error.fromServer && error.message) return error.message;
  return FailureAdvice.server;
}

/**
 * Field-level messages in a server error: `field` on a 409 or 400 ("email", "username"), or the
 * `issues` of a validation failure ("body.username").
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const errors: Record<string, string> = {};
  const { field, issues } = error.details;
  if (typeof field === 'string') errors[field] = error.message;
  if (Array.isArray(issues)) {
    for (const issue of issues as unknown[]) {
      if (typeof issue !== 'object' || issue === null) continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') continue;
      const name = path.replace(/^body\./, '');
      errors[name] ??= message;
    }
  }
  return errors;
}
