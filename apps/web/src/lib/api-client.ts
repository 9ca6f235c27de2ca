import { endpointPath, ErrorCode, ErrorMessage, errorCodeForStatus } from '@frameshop/contract';
import type { Endpoint, HttpMethod } from '@frameshop/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { forgetRefusedTeam, withSession } from './session-headers';

/** Anything with a zod-like `parse`; the contract's schemas fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A response schema, or how to load it once the first answer arrives. Building zod schemas is the
 * costliest part of a phone's start-up, so calls that a page may make while starting (who is signed
 * in, the public settings) load theirs from the contract on first use instead of at start-up.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Serialised as JSON; FormData goes as multipart/form-data as it is. */
  body?: unknown;
  /** Validates the success body; a mismatch becomes an INVALID_RESPONSE ApiError. */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Readonly<Record<string, string>>;
  /** Asks as the person signed in even while a team pays (see withSession). */
  asPerson?: boolean;
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

/** The error body's schema, loaded with the first failure (see SchemaSource); null if it cannot be. */
async function errorBodySchema() {
  try {
    return (await import('@frameshop/contract/error-body')).apiErrorSchema;
  } catch {
    return null;
  }
}

async function toApiError(
  status: number,
  body: JsonBody,
  headerRequestId: string | null = null,
): Promise<ApiError> {
  const parsed = body.ok ? (await errorBodySchema())?.safeParse(body.value) : undefined;
  if (parsed?.success) {
    const { error, code, requestId, ...details } = parsed.data;
    return new ApiError(status, code, error, details, {
      fromServer: true,
      requestId: requestId ?? headerRequestId,
    });
  }
  const message =
    status >= 500
      ? ErrorMessage.internal
      : `The request failed (HTTP ${status}). Please try again.`;
  // A proxy's own answer has no store body; the header still names the request if it got through.
  return new ApiError(
    status,
    errorCodeForStatus(status),
    message,
    {},
    {
      requestId: headerRequestId,
    },
  );
}

/**
 * The error for a failed answer read by other means than `apiRequest` (an upload's
 * XMLHttpRequest): the server's own error body when there is one, else a message for the status.
 */
export function errorFromResponse(
  status: number,
  text: string,
  requestId: string | null = null,
): Promise<ApiError> {
  return toApiError(status, parseJson(text), requestId);
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
  const { method = 'GET', body, schema, signal, asPerson } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  // A form (files) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  withSession(headers, { asPerson });

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
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
  if (!response.ok) {
    const error = await toApiError(response.status, payload, response.headers.get('x-request-id'));
    forgetRefusedTeam(headers, error.status, error.message);
    throw error;
  }
  if (!payload.ok) {
    throw new ApiError(response.status, ErrorCode.InvalidResponse, ErrorMessage.invalidResponse);
  }
  if (!schema) return payload.value as T;
  let check: ResponseSchema<T>;
  try {
    check = typeof schema === 'function' ? await schema() : schema;
  } catch (error) {
    // The schema's code did not arrive: as much a lost connection as a lost answer.
    networkError(error);
  }
  try {
    return check.parse(payload.value);
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

/** For `callEndpoint`'s `schema`: takes the answer as it comes, for callers that check it themselves. */
export const uncheckedAnswer: ResponseSchema<unknown> = { parse: (data) => data };

type SuccessSchema<E extends Endpoint> = E['response'][200] extends z.ZodType
  ? E['response'][200]
  : E['response'][201];

/** What an endpoint answers on success, as its contract entry describes it. */
export type EndpointAnswer<E extends Endpoint> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : unknown;

export interface CallEndpointOptions<E extends Endpoint, T> {
  /** Values for the path's `:name` parts. */
  params?: Readonly<Record<string, string>>;
  query?: URLSearchParams;
  body?: E['body'] extends z.ZodType ? z.input<E['body']> : never;
  /** Checks the answer instead of the endpoint's own success schema (a narrower view of it). */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** Asks as the person signed in even while a team pays (see withSession). */
  asPerson?: boolean;
}

/**
 * Calls an endpoint of the contract: its method and path come from the entry, the path's
 * parameters are filled in, and the answer is checked with the entry's success schema.
 */
export function callEndpoint<E extends Endpoint, T = EndpointAnswer<E>>(
  endpoint: E,
  options: CallEndpointOptions<E, T> = {},
): Promise<T> {
  const { params, query, body, schema, signal, headers, asPerson } = options;
  const path = endpointPath(endpoint.path, params);
  const queryText = query?.toString();
  const success = (endpoint.response[200] ?? endpoint.response[201]) as
    ResponseSchema<T> | undefined;
  return apiRequest<T>(queryText ? `${path}?${queryText}` : path, {
    method: endpoint.method,
    body,
    schema: schema ?? success,
    signal,
    headers,
    asPerson,
  });
}
