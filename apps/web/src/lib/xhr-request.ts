import { ErrorCode, ErrorMessage } from '@frameshop/contract';
import { errorFromResponse, type ResponseSchema } from './api-client';
import { ApiError } from './api-error';

export interface XhrRequest {
  method: string;
  url: string;
  headers: Readonly<Record<string, string>>;
  body: XMLHttpRequestBodyInit;
  /** Bytes of the body sent so far, of `total`. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Aborting it stops the transfer; the promise then rejects with an AbortError. */
  signal?: AbortSignal | undefined;
}

export interface XhrAnswer {
  status: number;
  text: string;
  /** The answer's ETag header (a bucket's name for a stored part); null when absent or hidden by CORS. */
  etag: string | null;
}

/**
 * Sends a request body with XMLHttpRequest, not fetch: only it reports how much of the body has
 * gone out, which upload progress bars show. Answers whatever status came back; no answer at all
 * is a network ApiError, as apiRequest's are, and a cancel is an AbortError.
 */
export function sendXhr(request: XhrRequest): Promise<XhrAnswer> {
  const { signal } = request;
  return new Promise<XhrAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText, etag: xhr.getResponseHeader('ETag') });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, ErrorCode.Network, ErrorMessage.network));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(request.body);
  });
}

/**
 * The answer's body checked with `schema`: a failure status becomes the server's ApiError, a body
 * of another shape an INVALID_RESPONSE one, as callEndpoint treats them.
 */
export async function readXhrAnswer<T>(schema: ResponseSchema<T>, answer: XhrAnswer): Promise<T> {
  if (answer.status < 200 || answer.status >= 300) {
    throw await errorFromResponse(answer.status, answer.text);
  }
  try {
    return schema.parse(JSON.parse(answer.text) as unknown);
  } catch (error) {
    throw new ApiError(
      answer.status,
      ErrorCode.InvalidResponse,
      ErrorMessage.invalidResponse,
      {},
      { cause: error },
    );
  }
}

/** What a cancelled transfer rejects with, as fetch's does. */
export function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
