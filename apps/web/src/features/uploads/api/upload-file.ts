import {
  ErrorCode,
  ErrorMessage,
  UPLOAD_FILE_FIELD,
  uploadEndpoints,
  uploadSchema,
  type Upload,
} from '@frameshop/contract';
import { errorFromResponse } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { tokenStore } from '../../../lib/token-store';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** The whole request's bytes (the file and its multipart wrapping). */
  total: number;
}

export interface UploadFileOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the transfer; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Sends one file to POST /api/uploads and answers the server's record of it. XMLHttpRequest, not
 * fetch: only it reports how much of the body has gone out, which the progress bar shows. Failures
 * are ApiErrors in the server's words, as every other call's are; a cancel is an AbortError.
 */
export function uploadFile(file: File, options: UploadFileOptions = {}): Promise<Upload> {
  const { onProgress, signal } = options;
  return new Promise<Upload>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const onAbortSignal = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    request.open(uploadEndpoints.createUpload.method, uploadEndpoints.createUpload.path);
    request.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      settle();
      answerOf(request.status, request.responseText).then(resolve, (error: unknown) =>
        reject(error instanceof Error ? error : new Error(String(error))),
      );
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, ErrorCode.Network, ErrorMessage.network));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    // The browser writes the multipart body and its boundary itself, streaming from the file.
    const body = new FormData();
    body.append(UPLOAD_FILE_FIELD, file, file.name);
    request.send(body);
  });
}

async function answerOf(status: number, text: string): Promise<Upload> {
  if (status < 200 || status >= 300) throw await errorFromResponse(status, text);
  const parsed = uploadSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    throw new ApiError(status, ErrorCode.InvalidResponse, ErrorMessage.invalidResponse);
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
