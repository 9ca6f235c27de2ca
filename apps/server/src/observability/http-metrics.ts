import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type StoreMetrics } from './store-metrics';

/**
 * Times every answer into `http_request_duration_seconds`, labelled with the route's pattern
 * (`/api/templates/:templateId`), never its URL, so the series stay few whatever is requested.
 * Registered before the modules, so it covers each of their routes.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Pick<StoreMetrics, 'http'>) {
  const histogram = metrics.http.requestDuration;
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
