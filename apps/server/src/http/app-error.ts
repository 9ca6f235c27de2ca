import { ErrorCode } from '@frameshop/contract';

/**
 * The one error type the server throws on purpose. Its message is shown to people, so it must say
 * what went wrong and what to do; `details` are spread into the body (e.g. creditsRequired).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  static badRequest(message: string, details?: Record<string, unknown>): AppError {
    return new AppError(ErrorCode.BadRequest, 400, message, details);
  }

  static unauthorized(message: string): AppError {
    return new AppError(ErrorCode.Unauthorized, 401, message);
  }

  static forbidden(message: string): AppError {
    return new AppError(ErrorCode.Forbidden, 403, message);
  }

  static notFound(message: string): AppError {
    return new AppError(ErrorCode.NotFound, 404, message);
  }

  static conflict(message: string, details?: Record<string, unknown>): AppError {
    return new AppError(ErrorCode.Conflict, 409, message, details);
  }
}
