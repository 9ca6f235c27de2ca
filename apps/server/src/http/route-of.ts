import type { ApiKeyScope, ByteAnswer, Endpoint } from '@frameshop/contract';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart fields the route reads itself (the contract's `multipartBody`): documented only. */
    multipartBody?: z.ZodType;
    /** The route honours an `Idempotency-Key` header (`RouteDocs.idempotencyKey`). */
    idempotencyKey?: boolean;
  }
}

/** What a route adds to its contract entry for the OpenAPI document. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  /**
   * The scope an API key needs to call the route (ADR 47): a key is refused (403) on every route
   * under a session hook that does not name one. Written into the document as a second security
   * requirement naming the scope's own scheme, `{ apiKeyRead: [] }`, which is also what the
   * session hook reads.
   */
  apiKeyScope?: ApiKeyScope;
  /**
   * The route honours an `Idempotency-Key` header: the document lists the header, and only such a
   * route may read it (`idempotencyKeyOf` refuses elsewhere), so neither can be without the other.
   */
  idempotencyKey?: boolean;
}

/**
 * The document's security schemes of API keys (`http/openapi.ts`), one per scope: OpenAPI 3.0
 * gives scopes to OAuth 2 schemes alone, so a key with the `read` scope is the `apiKeyRead`
 * scheme rather than a scope of a bearer scheme.
 */
export const API_KEY_SCHEMES: Record<ApiKeyScope, string> = {
  read: 'apiKeyRead',
  create: 'apiKeyCreate',
};

/** The route's requirements, with the key's beside the session's when it names a scope. */
function securityOf({ security, apiKeyScope }: RouteDocs) {
  if (!apiKeyScope) return security;
  // A public route (none, or `[]`) stays open to visitors: `{}` says no credentials at all.
  const session = security?.length ? security : [{}];
  return [...session, { [API_KEY_SCHEMES[apiKeyScope]]: [] }];
}

/** The scope an API key needs on a route, as its schema's security says; undefined: keys refused. */
export function apiKeyScopeOf(schema: FastifySchema | undefined): ApiKeyScope | undefined {
  const scopes = Object.entries(API_KEY_SCHEMES) as [ApiKeyScope, string][];
  for (const requirement of schema?.security ?? []) {
    const found = scopes.find(([, scheme]) => scheme in requirement);
    if (found) return found[0];
  }
  return undefined;
}

/**
 * An answer whose body is not JSON, as a route's schema lists it: the document shows its type,
 * and the body (a Buffer or a stream) is sent as it is, never serialised.
 */
export function byteAnswerSchema({ contentType, description }: ByteAnswer) {
  const body = contentType.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' });
  return { description, content: { [contentType]: { schema: body } } };
}

/**
 * The method, URL and schemas of a route, from its contract entry, with the route's own docs:
 * `app.route({ ...routeOf(otpEndpoints.sendEmailOtp, docs), config, handler })`. The path and the
 * schemas are the ones the web app calls with, so neither is written twice.
 */
export function routeOf<const E extends Endpoint, const D extends RouteDocs>(endpoint: E, docs: D) {
  const { method, path, byteAnswers = {}, ...schemas } = endpoint;
  const { apiKeyScope: _scope, ...described } = docs;
  const security = securityOf(docs);
  const bytes = Object.fromEntries(
    Object.entries(byteAnswers).map(([status, answer]) => [status, byteAnswerSchema(answer)]),
  );
  return {
    method,
    url: path,
    schema: {
      ...described,
      ...(security ? { security } : {}),
      ...schemas,
      response: { ...schemas.response, ...bytes } as E['response'],
    },
  };
}
