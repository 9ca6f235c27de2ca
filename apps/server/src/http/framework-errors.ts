import type { Socket } from 'node:net';
import { ErrorCode, ErrorMessage, type ApiErrorBody } from '@frameshop/contract';
import type { FastifyInstance, FastifyServerOptions, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error';
import { errorAnswerer, sendAppError } from './error-handler';

/**
 * Requests that never reach a route still answer with the store's error body, never Fastify's or
 * Node's own: an address that does not decode (`/api/template/%C0%AE`), and requests Node's HTTP
 * parser refuses (an address or headers too large, malformed headers).
 */
export function frameworkErrorOptions(
  bodyLimitBytes: number,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'> {
  return {
    frameworkErrors: errorAnswerer(bodyLimitBytes),
    clientErrorHandler: answerClientError,
    // Fastify's own drain answer has its own body; `answerWhileClosing` sends ours instead.
    return503OnClosing: false,
  };
}

/** What a request Node could not parse gets: its status, and an error body for people. */
export function clientErrorAnswer(errorCode: string | undefined): AppError {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(
        ErrorCode.HeadersTooLarge,
        431,
        'This request’s address or headers are too long. Use a shorter address, or clear this site’s cookies, and try again.',
      );
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(
        ErrorCode.RequestTimeout,
        408,
        'The request took too long to arrive. Please try again.',
      );
    default:
      return AppError.badRequest('The request is not valid HTTP and could not be read.');
  }
}

/**
 * Node's `clientError`: the socket has no request object, so the answer is written by hand, as
 * Node and Fastify do by default, but with the store's body; then the connection is closed.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  this.log.debug({ err: error, statusCode: answer.statusCode }, 'unreadable request refused');
  if (socket.writable) {
    const body: ApiErrorBody = { error: answer.message, code: answer.code };
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${statusText(answer.statusCode)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}

function statusText(status: number): string {
  switch (status) {
    case 408:
      return 'Request Timeout';
    case 431:
      return 'Request Header Fields Too Large';
    default:
      return 'Bad Request';
  }
}

/**
 * While the server drains on shutdown, new requests get 503 in the store's body (in place of
 * Fastify's `return503OnClosing` answer). One boolean test per request.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const refuseWhileClosing: onRequestHookHandler = (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.header('connection', 'close');
    sendAppError(reply, new AppError(ErrorCode.ServiceUnavailable, 503, ErrorMessage.restarting));
  };
  app.addHook('onRequest', refuseWhileClosing);
}
