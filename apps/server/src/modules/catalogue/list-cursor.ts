import { AppError } from '../../http/app-error';

const invalidCursor = () =>
  AppError.badRequest('This page of results is no longer valid. Reload the list to start again.');

/**
 * The opaque `cursor` of a list page: where the previous page stopped (its sort values and the
 * last id), as base64url JSON.
 */
export function encodeCursor(position: readonly number[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names; it must hold `length` whole numbers (its order's values and id). */
export function decodeCursor(cursor: string, length: number): number[] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === length &&
      decoded.every(Number.isSafeInteger)
    ) {
      return decoded as number[];
    }
  } catch {
    // Falls through to the error below.
  }
  throw invalidCursor();
}
