import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpFaultProxy {
  /** The loopback port clients send their requests to instead of the service's own. */
  readonly port: number;
  /**
   * What a failing bucket looks like: every request is answered `status` with S3's error body
   * (its bytes read and dropped), until `pass`.
   */
  failWith(status: number): void;
  /** Requests go through to the service again. */
  pass(): void;
  /** Requests answered with a failure so far. */
  failed(): number;
  close(): Promise<void>;
}

/** S3's own answer to a request it failed on its side. */
const S3_INTERNAL_ERROR =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
  '<Message>We encountered an internal error. Please try again.</Message></Error>';

/**
 * An HTTP proxy on loopback in front of `target` (the bucket) that can answer every request with
 * an error of the service's own instead of passing it on. Requests are passed on as they came,
 * Host header included, so a signed request's signature still holds. (A service that takes the
 * connection and never answers is the TCP fault proxy's `stall`, put in front of this one.)
 */
export async function startHttpFaultProxy(target: {
  host: string;
  port: number;
}): Promise<HttpFaultProxy> {
  let failingWith: number | null = null;
  let failed = 0;
  const server = http.createServer((request, response) => {
    if (failingWith !== null) {
      failed += 1;
      const status = failingWith;
      request.resume();
      request.on('end', () =>
        response.writeHead(status, { 'content-type': 'application/xml' }).end(S3_INTERNAL_ERROR),
      );
      return;
    }
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.on('error', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    failWith: (status) => (failingWith = status),
    pass: () => (failingWith = null),
    failed: () => failed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
