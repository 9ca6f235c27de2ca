import { apiErrorSchema, ErrorCode, ErrorMessage, errorCodeForStatus } from '@frameshop/contract';
import { ApiError } from './api-error';
import { tokenStore } from './token-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-like `parse`; the contract's schemas fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  /** Validates the success body; a mismatch becomes an INVALID_RESPONSE ApiError. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

function isAbort(error: unknown): boolean {
  // Not `instanceof Error`: DOMException does not inherit from Error in every environment.
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

type JsonBody = { ok: true; value: unknown } | { ok: false };

function networkError(error: unknown): never {
  // Cancellation is not a failure; TanStack Query and callers need to see it as such.
  if (isAbort(error)) throw error;
  throw new ApiError(0, ErrorCode.Network, ErrorMessage.network, {}, { cause: error });
}

function parseJson(text: string): JsonBody {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function toApiError(status: number, body: JsonBody): ApiError {
  const parsed = body.ok ? apiErrorSchema.safeParse(body.value) : undefined;
  if (parsed?.success) {
    const { error, code, ...details } = parsed.data;
    return new ApiError(status, code, error, details, { fromServer: true });
  }
  const message =
    status >= 500
      ? ErrorMessage.internal
      : `The request failed (HTTP ${status}). Please try again.`;
  return new ApiError(status, errorCodeForStatus(status), message);
}

/** How requests reach the API: the browser's fetch, or the server's own while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** For the server-render entry only: answers the page's API calls without leaving the process. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * The one way the app talks to its API: JSON in and out, the bearer token from the token store,
 * and every failure turned into an ApiError.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = tokenStore.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    networkError(error);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    networkError(error);
  }
  const payload = parseJson(text);
  if (!response.ok) throw toApiError(response.status, payload);
  if (!payload.ok) {
    throw new ApiError(response.status, ErrorCode.InvalidResponse, ErrorMessage.invalidResponse);
  }
  if (!schema) return payload.value as T;
  try {
    return schema.parse(payload.value);
  } catch (error) {
    throw new ApiError(
      response.status,
      ErrorCode.InvalidResponse,
      ErrorMessage.invalidResponse,
      {},
      { cause: error },
    );
  }
}
