import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  sharedAnswersOf,
  type AnswerTraits,
} from '@frameshop/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { isRateLimited } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a conditional request whose validator still holds with an empty 304. */
    revalidates?: boolean;
  }
}

/**
 * The name a route's wildcard (`/media/*`) has in the document: OpenAPI's path templates take
 * only named parameters, so `/media/*` is documented as `/media/{path}`. The URL served is the same.
 */
export const WILDCARD_PARAMETER = 'path';

/** The OpenAPI path of a route's URL pattern: `:name` and the wildcard become `{name}`. */
export function openApiPathOf(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${WILDCARD_PARAMETER}}`);
}

// DELETE among them: Fastify reads a DELETE's body too, and refuses one it cannot (400, 413, 415).
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The owner's calls, each refused to an account that is not an admin. */
const ADMIN_PREFIX = '/api/admin/';

/** What a route's answers follow from, read off the route as registered. */
function traitsOf(url: string, schema: FastifySchema, route: RouteOptions): AnswerTraits {
  const security = schema.security ?? [];
  return {
    validatesInput: Boolean(schema.params ?? schema.querystring ?? schema.body),
    takesBody: [route.method].flat().some((method) => BODY_METHODS.has(method)),
    namesAThing: /[:*]/.test(url),
    // A list with an empty requirement (`{}`) lets visitors in too.
    needsToken:
      security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
    adminOnly: url.startsWith(ADMIN_PREFIX),
    // Any requirement that names a scheme: the route's session hook reads what is sent (ADR 47).
    readsSession: security.some((requirement) => Object.keys(requirement).length > 0),
    rateLimited: isRateLimited(route),
  };
}

/** The route's params, with the wildcard's value under its documented name. */
function withNamedWildcard(params: FastifySchema['params']): FastifySchema['params'] {
  if (!(params instanceof z.ZodObject)) return params;
  const { '*': wildcard, ...named } = params.shape as Record<string, z.ZodType>;
  if (!wildcard) return params;
  const described = wildcard.describe(
    wildcard.description ?? 'The rest of the path, slashes included',
  );
  return z.object({ ...named, [WILDCARD_PARAMETER]: described });
}

/** The header a route that honours retries lists (`RouteDocs.idempotencyKey`). */
const IDEMPOTENCY_KEY_HEADERS = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .describe(
      'Makes a retry safe: the same key again answers the first result and charges nothing ' +
        'more; with another body it answers 422. A UUID per intended call is the usual value.',
    ),
});

/** An empty 304, as swagger renders an answer without content. */
const NOT_MODIFIED = {
  type: 'null',
  description: 'Not modified: the copy the request’s validator names is still current.',
};

/** Statuses whose answers carry no body: a route's schema for them says only what they mean. */
const WITHOUT_BODY = new Set(['204', '301', '302', '303', '304', '307', '308']);

/** The route's JSON-Schema answers, with those that carry no body rendered without content. */
function withEmptyAnswers(
  response: Record<string, { description?: string }> | undefined,
  revalidates: boolean,
) {
  const answers: Record<string, { description?: string; type?: string }> = {
    ...response,
    ...(revalidates ? { 304: NOT_MODIFIED } : {}),
  };
  for (const [status, answer] of Object.entries(answers)) {
    if (WITHOUT_BODY.has(status)) answers[status] = { ...NOT_MODIFIED, ...answer, type: 'null' };
  }
  return answers;
}

/**
 * The transform of each route's documentation, around the one that turns its zod schemas into JSON
 * Schema: the answers every route of its kind gives are added to its own (`sharedAnswersOf`), a
 * public route says so (`security: []`), a route that revalidates lists its 304, a wildcard is
 * named, an upload lists its multipart fields and a route that honours retries its header. So the
 * document lists what the routes answer and take without each route writing it.
 */
export function documentRoute(toJsonSchema: SwaggerTransform): SwaggerTransform {
  return (document) => {
    const { schema, url, route } = document;
    if (!schema || schema.hide) return toJsonSchema(document);
    const shared = sharedAnswersOf(traitsOf(url, schema, route));
    const { multipartBody, idempotencyKey, ...documented } = schema;
    const transformed = toJsonSchema({
      ...document,
      url: url.replace(/\*$/, `:${WILDCARD_PARAMETER}`),
      schema: {
        ...documented,
        security: schema.security ?? [],
        ...(schema.params ? { params: withNamedWildcard(schema.params) } : {}),
        // Documented only: the route streams the parts itself, so Fastify validates no body.
        ...(multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {}),
        ...(idempotencyKey ? { headers: IDEMPOTENCY_KEY_HEADERS } : {}),
        response: { ...shared, ...(schema.response as Record<number, unknown> | undefined) },
      },
    });
    const response = transformed.schema.response as Record<string, { description?: string }>;
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        response: withEmptyAnswers(response, route.config?.revalidates === true),
      },
    };
  };
}
