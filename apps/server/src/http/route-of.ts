import type { Endpoint } from '@frameshop/contract';

/** What a route adds to its contract entry for the OpenAPI document. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
}

/**
 * The method, URL and schemas of a route, from its contract entry, with the route's own docs:
 * `app.route({ ...routeOf(otpEndpoints.sendEmailOtp, docs), config, handler })`. The path and the
 * schemas are the ones the web app calls with, so neither is written twice.
 */
export function routeOf<const E extends Endpoint, const D extends RouteDocs>(endpoint: E, docs: D) {
  const { method, path, ...schemas } = endpoint;
  return { method, url: path, schema: { ...docs, ...schemas } };
}
