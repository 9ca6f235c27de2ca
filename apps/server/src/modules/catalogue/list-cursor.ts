import { AppError } from '../../http/app-error';

export interface ListPosition {
  value: number;
  id: number;
}

/** The opaque `cursor` of a list page: where the previous page stopped, as base64url JSON. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): ListPosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2 && decoded.every(Number.isSafeInteger)) {
      return { value: decoded[0] as number, id: decoded[1] as number };
    }
  } catch {
    // Falls through to the error below.
  }
  throw AppError.badRequest(
    'This page of results is no longer valid. Reload the list to start again.',
  );
}
