import type { z } from 'zod';
import { apiErrorSchema } from './error-body';

/**
 * What a route does that brings it answers beside the ones its endpoint lists: the server reads
 * them off the route as registered (its inputs, its path, its security, its rate limit).
 */
export interface AnswerTraits {
  /** It validates path parameters, a query or a body: one that does not pass is answered 400. */
  validatesInput: boolean;
  /** Its path names something by a parameter (an id, a file), which may not exist: 404. */
  namesAThing: boolean;
  /** It takes a body (POST, PUT, PATCH, DELETE): one that does not parse is a 400, too large a 413, of a type it does not read a 415. */
  takesBody: boolean;
  /** It needs a session (or admin) token: 401 without a live one. */
  needsToken: boolean;
  /**
   * It reads a session when one is sent (a session hook): an API key is answered 401 when revoked
   * or unknown, and 403 where keys are not taken or the key lacks the scope the route names.
   */
  readsSession: boolean;
  /** It is the owner's (`/api/admin/…`): 403 for an account that is not an admin. */
  adminOnly: boolean;
  /** A rate limit counts it, the API-wide one or its own: 429 past it. */
  rateLimited: boolean;
}

const errorAnswer = (description: string) => apiErrorSchema.describe(description);

const badRequest = errorAnswer(
  'A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, ' +
    '`INVALID_JSON`); the message says which and why.',
);
const unauthorized = errorAnswer(
  'No token, or one whose session has ended (`UNAUTHORIZED`): sign in again.',
);
const forbidden = errorAnswer('The account is not an admin (`FORBIDDEN`).');
const unknownKey = errorAnswer(
  'No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`).',
);
const keyRefused = errorAnswer(
  'An API key was sent where keys are not taken, or without the scope this call names ' +
    '(`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin.',
);
const tooLarge = errorAnswer(
  'The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit.',
);
const unsupportedType = errorAnswer(
  'The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`).',
);
const notFound = errorAnswer('Nothing the path names exists, or not any more (`NOT_FOUND`).');
const rateLimited = errorAnswer(
  'Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` ' +
    'say when to try again.',
);
const requestTooLarge = errorAnswer(
  'The address (a query string) or the headers (cookies) are larger than the store reads ' +
    '(`HEADERS_TOO_LARGE`), answered before any route.',
);
const internal = errorAnswer(
  'The store failed to answer (`INTERNAL`); the body carries a reference to quote to support.',
);
const unavailable = errorAnswer(
  'The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly ' +
    'away (`SERVICE_UNAVAILABLE`): try again in a moment.',
);

/**
 * The answers every route with these traits may give besides its own, each the one error body
 * (`apiErrorSchema`). A route's own answer for a status is more precise and takes its place.
 * Every route may answer 431 (Node's parser reads at most 16 KiB of address and headers, and
 * refuses more before routing), 503 (a store that is draining answers so before routing) and 500
 * (a fault of the store's: documented so a client knows its body, never expected).
 */
export function sharedAnswersOf(traits: AnswerTraits): Record<number, z.ZodType> {
  const answers: Record<number, z.ZodType> = {
    431: requestTooLarge,
    500: internal,
    503: unavailable,
  };
  if (traits.validatesInput || traits.takesBody) answers[400] = badRequest;
  if (traits.needsToken) answers[401] = unauthorized;
  if (traits.adminOnly) answers[403] = forbidden;
  if (traits.readsSession) Object.assign(answers, { 401: unknownKey, 403: keyRefused });
  if (traits.namesAThing) answers[404] = notFound;
  if (traits.takesBody) Object.assign(answers, { 413: tooLarge, 415: unsupportedType });
  if (traits.rateLimited) answers[429] = rateLimited;
  return answers;
}
