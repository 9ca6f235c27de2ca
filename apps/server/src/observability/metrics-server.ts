import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, type ApiErrorBody } from '@frameshop/contract';
import { metricsAccess } from './metrics-access';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';
import type { StoreMetrics } from './store-metrics';

export interface MetricsServerOptions {
  host: string;
  port: number;
  token: string;
  metrics: Pick<StoreMetrics, 'scrape' | 'contentType'>;
  log: { warn(fields: object, message: string): void };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own, for `npm run worker`, which serves no HTTP otherwise: its
 * renders and jobs are counted in its own process, where the API's `/metrics` cannot see them.
 * The same token guards it; anything else answers 404. Plain `node:http`, as nothing else is
 * served here.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const requestId = newRequestId();
    const refuse = (status: number, code: string, message: string) => {
      const body: ApiErrorBody = { error: message, code, requestId };
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        [REQUEST_ID_HEADER]: requestId,
        ...(status === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : {}),
      });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      refuse(404, ErrorCode.NotFound, `There is no endpoint at ${request.method} ${path}.`);
      return;
    }
    if (metricsAccess(options.token, request.headers.authorization) !== 'granted') {
      refuse(401, ErrorCode.Unauthorized, 'Send the metrics token as a bearer token.');
      return;
    }
    options.metrics.scrape().then(
      (text) => {
        response.writeHead(200, {
          'content-type': options.metrics.contentType,
          [REQUEST_ID_HEADER]: requestId,
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        options.log.warn({ err, reqId: requestId }, 'metrics not collected');
        refuse(500, ErrorCode.Internal, 'The metrics could not be collected.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
