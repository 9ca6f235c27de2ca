import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { metricsAccess, type StoreMetrics } from '../../observability';

export interface MetricsRoutesOptions {
  /** METRICS_TOKEN; null: the route answers as if it did not exist. */
  token: string | null;
  metrics: Pick<StoreMetrics, 'scrape' | 'contentType'>;
}

/**
 * `GET /metrics`, in the Prometheus text format, for a scraper holding the token. Not in the
 * contract or the OpenAPI document: no browser calls it, and it answers text, not JSON. A wrong
 * or missing token answers 401 (a scraper's misconfiguration shows as such in Prometheus); without
 * a configured token, 404 as for any path without an endpoint.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (
  app,
  { token, metrics },
) => {
  // Never counted against the API's rate limit: a flood from the scraper's address (a shared
  // one, or an attack) must not blind monitoring, and the token already guards the route.
  const options = { schema: { hide: true }, config: { rateLimit: false as const } };
  app.get('/metrics', options, async (request, reply) => {
    switch (metricsAccess(token, request.headers.authorization)) {
      case 'no-endpoint':
        throw AppError.notFound('There is no endpoint at GET /metrics.');
      case 'unauthorized':
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw AppError.unauthorized('Send the metrics token as a bearer token.');
      case 'granted':
        return reply.type(metrics.contentType).send(await metrics.scrape());
    }
  });
};
