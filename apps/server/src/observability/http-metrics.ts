import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { UNMATCHED_ROUTE, type StoreMetrics } from './store-metrics';

type Histogram = StoreMetrics['http']['requestDuration'];
type Observer = (value: number) => void;

/** The pages' own labels, for the requests the not-found handler answers with a page. */
const pageRoutes = new WeakMap<FastifyRequest, string>();

/**
 * Names the route pattern a request answered by the not-found handler is timed under: a page of
 * the web app (`/template/:templateId`), which has no route of its own on the server.
 */
export function labelPageRoute(request: FastifyRequest, pattern: string): void {
  pageRoutes.set(request, pattern);
}

/**
 * One route's series, made once per status code it answers with: prom-client's `labels()` hashes
 * the label values on every call, so each (method, route, status) keeps the observer it answers.
 */
function routeTimer(histogram: Histogram, route: string) {
  const observers = new Map<string, Observer>();
  return (method: string, status: number, seconds: number) => {
    const key = method + status;
    let observe = observers.get(key);
    if (!observe) {
      const child = histogram.labels(method, route, String(status));
      observe = (value) => child.observe(value);
      observers.set(key, observe);
    }
    observe(seconds);
  };
}

/**
 * Times every answer into `http_request_duration_seconds`, labelled with the route's pattern
 * (`/api/templates/:templateId`), never its URL, so the series stay few whatever is requested.
 * Each route gets its own `onResponse` hook as it is added, its label worked out then, so a
 * request costs one observation and a map lookup. Requests without a route (the not-found
 * handler's) are timed by one app-wide hook: under their page's pattern when the web app answered
 * with a page (`labelPageRoute`), else `unmatched`. Registered before the modules, so it sees each
 * of their routes.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Pick<StoreMetrics, 'http'>) {
  const histogram = metrics.http.requestDuration;
  const timers = new Map<string, ReturnType<typeof routeTimer>>();
  const timerOf = (route: string) => {
    let timer = timers.get(route);
    if (!timer) timers.set(route, (timer = routeTimer(histogram, route)));
    return timer;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const timer = timerOf(route.url);
    const timed = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      timer(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    const own = route.onResponse;
    route.onResponse = own === undefined ? [timed] : [timed, ...(Array.isArray(own) ? own : [own])];
  });

  const unmatched = timerOf(UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      const page = pageRoutes.get(request);
      const timer = page === undefined ? unmatched : timerOf(page);
      timer(request.method, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
}
