import type { ByteAnswer, Endpoint } from '@frameshop/contract';
import { z } from 'zod';

/** What a route adds to its contract entry for the OpenAPI document. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
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
  const bytes = Object.fromEntries(
    Object.entries(byteAnswers).map(([status, answer]) => [status, byteAnswerSchema(answer)]),
  );
  return {
    method,
    url: path,
    schema: { ...docs, ...schemas, response: { ...schemas.response, ...bytes } as E['response'] },
  };
}
