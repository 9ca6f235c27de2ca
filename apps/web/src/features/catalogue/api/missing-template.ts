import { isApiError } from '../../../lib/api-error';

/**
 * A template the API says does not exist (404, or 400 for an id it cannot read) is an answer, not
 * a failure: the page shows "not found" from it, and a page rendered on the server hands it to the
 * browser like any other answer, so the browser's first render is the server's.
 */
export async function nullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
