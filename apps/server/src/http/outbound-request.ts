import http from 'node:http';
import https from 'node:https';

/** How long an outside service may take: to accept the connection (and TLS), and in all. */
export interface Deadlines {
  connectMs: number;
  totalMs: number;
}

/** What a request to an outside service was answered. */
export interface OutboundAnswer {
  status: number;
  body: string;
}

/** No answer within the deadlines, or no connection at all. */
export class OutboundRequestError extends Error {
  override name = 'OutboundRequestError';

  constructor(
    message: string,
    options: ErrorOptions & {
      /**
       * The whole request had been handed to the connection when it failed (a deadline passed
       * waiting for the answer, the connection dropped): the other side may have acted on it. False
       * when it never left (no connection, refused): nothing was asked.
       */
      requestSent: boolean;
    },
  ) {
    super(message, options);
    this.requestSent = options.requestSent;
  }

  readonly requestSent: boolean;
}

/**
 * One request to an outside service, held to two deadlines: fetch's own connect timeout (10 s in
 * Node's undici) cannot be shortened without a dispatcher from a package of its own, and a caller
 * that makes a person wait wants to know sooner that nobody is there. Never retried here.
 */
export function outboundRequest(
  url: string,
  options: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  deadlines: Deadlines,
): Promise<OutboundAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    // Node says 'finish' once the last byte is written to the socket, which only a connection takes.
    let sent = false;
    const request = (secure ? https : http).request(
      target,
      {
        method: options.method,
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        // A socket of its own: a kept-alive one could be half-closed by the other side meanwhile.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(total);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      },
    );
    request.once('finish', () => {
      sent = true;
    });
    const total = setTimeout(
      () =>
        request.destroy(
          new OutboundRequestError(`no answer within ${deadlines.totalMs} ms`, {
            requestSent: sent,
          }),
        ),
      deadlines.totalMs,
    );
    request.on('socket', (socket) => {
      const connected = () => clearTimeout(connect);
      const connect = setTimeout(
        () =>
          request.destroy(
            new OutboundRequestError(`no connection within ${deadlines.connectMs} ms`, {
              requestSent: false,
            }),
          ),
        deadlines.connectMs,
      );
      socket.once(secure ? 'secureConnect' : 'connect', connected);
      socket.once('close', connected);
    });
    request.on('error', fail);
    request.end(options.body);

    function fail(error: Error): void {
      clearTimeout(total);
      reject(
        error instanceof OutboundRequestError
          ? error
          : new OutboundRequestError(error.message, { cause: error, requestSent: sent }),
      );
    }
  });
}
