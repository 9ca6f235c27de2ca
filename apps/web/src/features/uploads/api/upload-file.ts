import {
  UPLOAD_FILE_FIELD,
  createdUploadSchema,
  uploadEndpoints,
  type CreatedUpload,
} from '@frameshop/contract';
import { withSession } from '../../../lib/session-headers';
import { readXhrAnswer, sendXhr } from '../../../lib/xhr-request';

export { isAbortError } from '../../../lib/xhr-request';

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
 * Sends one file to POST /api/uploads and answers the server's record of it, reporting how much
 * of it has gone out for the progress bar. Failures are ApiErrors in the server's words, as every
 * other call's are; a cancel is an AbortError.
 */
export function uploadFile(file: File, options: UploadFileOptions = {}): Promise<CreatedUpload> {
  const { onProgress, signal } = options;
  // The browser writes the multipart body and its boundary itself, streaming from the file.
  const body = new FormData();
  body.append(UPLOAD_FILE_FIELD, file, file.name);
  return sendXhr({
    method: uploadEndpoints.createUpload.method,
    url: uploadEndpoints.createUpload.path,
    headers: Object.fromEntries(withSession(new Headers({ Accept: 'application/json' }))),
    body,
    onUploadProgress: (loaded, total) => onProgress?.({ loaded, total }),
    signal,
  }).then((answer) => readXhrAnswer(createdUploadSchema, answer));
}
