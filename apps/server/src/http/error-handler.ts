import {
  ErrorCode,
  ErrorMessage,
  errorCodeForStatus,
  type ApiErrorBody,
} from '@frameshop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { AppError } from './app-error';
import { RequestValidationError } from './request-validation';
import { isServiceUnreachable, someCause } from '../db/service-unreachable';

/** What a client told the store is briefly unavailable waits before it tries again. */
const UNAVAILABLE_RETRY_SECONDS = 5;

interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * Maps every error to `{ error, code, ...details }`. 4xx messages are written for people; a 5xx
 * answer never carries the original message, stack or SQL, which go to the log instead.
 */
export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler(errorAnswerer(bodyLimitBytes));
}

/**
 * Answers one error with the store's body and logs it: the error handler of every route, and of the
 * requests Fastify turns away before routing (see `frameworkErrorOptions`).
 */
export function errorAnswerer(bodyLimitBytes: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    // A route may take larger bodies than the store's default (a batch's rows): its own limit.
    const appError = toAppError(error, request.routeOptions?.bodyLimit ?? bodyLimitBytes);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, message: appError.message }, 'request rejected');
    }
    return sendAppError(reply, appError);
  };
}

export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  // The request's id, as its log lines carry it, so a user can quote it (ADR 32). Set here too,
  // not only by the header's hook: requests refused before routing skip every hook.
  const requestId = reply.request.id;
  reply.header(REQUEST_ID_HEADER, requestId);
  const body: ApiErrorBody = {
    ...error.details,
    error: error.message,
    code: error.code,
    requestId,
  };
  // Every refusal that says how long to wait says it to HTTP clients and proxies too.
  const wait = error.details.retryAfterSeconds;
  if (typeof wait === 'number') reply.header('retry-after', wait);
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

function toAppError(error: FastifyError, bodyLimitBytes: number): AppError {
  if (error instanceof AppError) return error;

  if (error instanceof RequestValidationError) {
    const where = error.validationContext ?? 'body';
    const issues: ValidationIssue[] = error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const first = error.issues[0];
    // "body.username: Username is required"; an issue about the whole part names it itself.
    const message = !first
      ? 'The request is invalid.'
      : first.path.length
        ? `${issues[0]?.path}: ${first.message}`
        : first.message;
    return new AppError(ErrorCode.ValidationFailed, 400, message, { issues });
  }

  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(ErrorCode.InvalidJson, 400, ErrorMessage.invalidJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(
        ErrorCode.InvalidJson,
        400,
        'The request body is empty; send a JSON object or leave out the Content-Type header.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        ErrorCode.PayloadTooLarge,
        413,
        `The request body is larger than the ${formatBytes(bodyLimitBytes)} limit.`,
      );
    case 'FST_ERR_BAD_URL':
      return AppError.badRequest(
        'This address is not valid: part of it is not correctly percent-encoded.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        ErrorCode.UnsupportedMediaType,
        415,
        'This endpoint accepts only application/json request bodies.',
      );
  }

  // A body that fails JSON.parse surfaces as a SyntaxError with status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError(ErrorCode.InvalidJson, 400, ErrorMessage.invalidJson);
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new AppError(errorCodeForStatus(status), status, error.message);
  }
  // The database restarting or cut off: the request was fine and will work again shortly.
  if (isServiceUnreachable(error)) {
    return new AppError(ErrorCode.ServiceUnavailable, 503, ErrorMessage.unavailable, {
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
    });
  }
  // A full disk (a temp file that could not be written): nothing was kept, and the visitor is
  // told so rather than "something went wrong"; it is logged as an error for the operator.
  if (someCause(error, (cause) => (cause as { code?: unknown }).code === 'ENOSPC')) {
    return new AppError(ErrorCode.InsufficientStorage, 507, ErrorMessage.diskFull);
  }
  return new AppError(ErrorCode.Internal, 500, ErrorMessage.internal);
}

function formatBytes(bytes: number): string {
  if (bytes % 1_048_576 === 0) return `${bytes / 1_048_576} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
