import {
  adminBucketUploadEndpoints,
  adminCatalogueEndpoints,
  bucketPartLength,
  endpointPath,
  ErrorCode,
  TEMPLATE_UPLOAD_CHUNK_BYTES,
  templateUploadStateSchema,
  type TemplateMediaRole,
  type TemplateUploadState,
} from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { forgetWithPage } from '../../../lib/page-lifetime-state';
import { abortError, readXhrAnswer, sendXhr } from '../../../lib/xhr-request';
import { withToken } from '../../admin-shell/api/admin-api';
import { getUploadState } from './owner-catalogue-api';

export interface MediaUploadTarget {
  token: string;
  templateId: string;
  role: TemplateMediaRole;
  /** Where the server takes the file (the owner template's `media.uploadsTo`); the API when unsaid. */
  uploadsTo?: 'api' | 'bucket' | undefined;
}

export interface MediaUploadOptions {
  /** Bytes of the file the server has or is being sent, as they go out. */
  onProgress?: (sentBytes: number) => void;
  /** True while a dropped chunk waits to be sent again; false once one gets through. */
  onRetrying?: (retrying: boolean) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
  /** The pause before each retry in a row; when they run out the upload fails. */
  retryDelaysMs?: readonly number[];
}

/** A short back-off: a restarting server or a flaky connection gets about 15 seconds. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/**
 * The file each slot (template and role) was last being sent, with the id of its upload, for this
 * page's life: picking the same file again after a cancel continues that upload where it stopped;
 * another file is an upload of its own, from byte 0.
 */
const unfinished = new Map<string, { fingerprint: string; uploadId: string }>();
forgetWithPage(() => unfinished.clear());
const slotOf = ({ templateId, role }: MediaUploadTarget) => `${templateId}/${role}`;
const fingerprintOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Sends an owner's media file in chunks of at most `chunkBytes`, each at the offset the server has
 * reached, the last marked `last=true` (the server then prepares the template's media), all named
 * by the upload's own id so that no other file sent meanwhile mixes with it. A chunk
 * lost to the network, a server restart or a 409 naming where the file stands is not the end:
 * after a short pause the server is asked how much arrived and the upload continues from there,
 * a few times in a row at most.
 */
export async function uploadTemplateMedia(
  target: MediaUploadTarget,
  file: File,
  options: MediaUploadOptions = {},
): Promise<TemplateUploadState> {
  if (target.uploadsTo === 'bucket') return uploadToBucket(target, file, options);
  const {
    onProgress,
    onRetrying,
    signal,
    chunkBytes = TEMPLATE_UPLOAD_CHUNK_BYTES,
    retryDelaysMs = RETRY_DELAYS_MS,
  } = options;
  const { uploadId, offset: startAt } = await startingPoint(target, file, signal);
  let offset = startAt;
  unfinished.set(slotOf(target), { fingerprint: fingerprintOf(file), uploadId });
  // The server's bytes are this file's: a 409 naming an offset is then ours to continue from.
  let ours = offset > 0;
  let retries = 0;
  onProgress?.(offset);

  for (;;) {
    const end = Math.min(offset + chunkBytes, file.size);
    const last = end === file.size;
    const from = offset;
    try {
      const state = await putChunk(target, uploadId, file.slice(from, end), from, last, {
        onProgress: (loaded) => onProgress?.(from + Math.min(loaded, end - from)),
        signal,
      });
      ours = true;
      if (retries > 0) onRetrying?.(false);
      retries = 0;
      if (last) {
        unfinished.delete(slotOf(target));
        return state;
      }
      offset = state.received;
      onProgress?.(offset);
    } catch (error) {
      let failure: unknown = error;
      let resumed: TemplateUploadState | null = null;
      while (!resumed) {
        const delay = retryDelaysMs[retries];
        if (!canResume(failure, ours) || delay === undefined) throw failure;
        retries += 1;
        onRetrying?.(true);
        await pause(delay, signal);
        try {
          resumed = await getUploadState(
            target.token,
            target.templateId,
            target.role,
            uploadId,
            signal,
          );
        } catch (next) {
          failure = next;
        }
      }
      // The last chunk arrived, only its answer was lost.
      if (last && resumed.complete) {
        unfinished.delete(slotOf(target));
        if (retries > 0) onRetrying?.(false);
        return resumed;
      }
      offset = resumed.received;
      onProgress?.(offset);
    }
  }
}

/**
 * Where to begin: this same file's upload where it stopped before (a cancel, a left editor), else
 * a new upload from byte 0.
 */
async function startingPoint(target: MediaUploadTarget, file: File, signal?: AbortSignal) {
  const before = unfinished.get(slotOf(target));
  if (before?.fingerprint === fingerprintOf(file)) {
    const state = await getUploadState(
      target.token,
      target.templateId,
      target.role,
      before.uploadId,
      signal,
    );
    if (!state.complete && state.received <= file.size) {
      return { uploadId: before.uploadId, offset: state.received };
    }
  }
  return { uploadId: crypto.randomUUID(), offset: 0 };
}

/** A dropped connection, a restarting server, or a 409 that says where the file stands. */
function canResume(error: unknown, ours: boolean): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0 || (error.status >= 502 && error.status <= 504)) return true;
  return error.status === 409 && ours && typeof error.details.received === 'number';
}

/** One chunk of the upload as the raw body, at `offset`; `last` marks the file's end. */
function putChunk(
  target: MediaUploadTarget,
  uploadId: string,
  chunk: Blob,
  offset: number,
  last: boolean,
  {
    onProgress,
    signal,
  }: { onProgress: (loaded: number) => void; signal?: AbortSignal | undefined },
): Promise<TemplateUploadState> {
  const { uploadChunk } = adminCatalogueEndpoints;
  const path = endpointPath(uploadChunk.path, { templateId: target.templateId, role: target.role });
  const query = new URLSearchParams({ uploadId, offset: String(offset), last: String(last) });
  return sendXhr({
    method: uploadChunk.method,
    url: `${path}?${query.toString()}`,
    headers: {
      ...withToken(target.token),
      Accept: 'application/json',
      'Content-Type': 'application/octet-stream',
    },
    body: chunk,
    onUploadProgress: onProgress,
    signal,
  }).then((answer) => readXhrAnswer(templateUploadStateSchema, answer));
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

// ── Straight to the bucket ───────────────────────────────────────────────────────────────────────

/**
 * With media in a bucket the file goes straight to it, never through the API: a multipart upload
 * is started, each part PUT to a presigned URL asked just before it (with progress), its ETag kept;
 * after a lost part the bucket is asked which parts it has and the rest follow, a few times in a
 * row at most; then the server joins and checks them and prepares the media. A cancel or a
 * failure drops the upload, so no parts are left in the bucket.
 */
async function uploadToBucket(
  target: MediaUploadTarget,
  file: File,
  options: MediaUploadOptions,
): Promise<TemplateUploadState> {
  const { onProgress, onRetrying, signal, retryDelaysMs = RETRY_DELAYS_MS } = options;
  const { start, partUrls, parts, complete, abort } = adminBucketUploadEndpoints;
  const params = { templateId: target.templateId, role: target.role };
  const headers = withToken(target.token);
  const session = await callEndpoint(start, {
    params,
    headers,
    body: { size: file.size, contentType: file.type },
    signal,
  });
  const ids = { uploadId: session.uploadId, key: session.key };
  const count = Math.max(1, Math.ceil(file.size / session.partBytes));
  const lengthOf = (partNumber: number) =>
    bucketPartLength(session.partBytes, file.size, partNumber);
  /** The ETag of each part in the bucket, by number. */
  const done = new Map<number, string>();
  const sent = () => [...done.keys()].reduce((sum, partNumber) => sum + lengthOf(partNumber), 0);
  let retries = 0;
  onProgress?.(0);
  try {
    for (;;) {
      const next = Array.from({ length: count }, (_, index) => index + 1).find(
        (partNumber) => !done.has(partNumber),
      );
      if (next === undefined) break;
      try {
        const [part] = (
          await callEndpoint(partUrls, {
            params,
            headers,
            body: { ...ids, size: file.size, partNumbers: [next] },
            signal,
          })
        ).parts;
        if (!part) throw new ApiError(500, ErrorCode.InvalidResponse, 'No URL for the part.');
        const before = sent();
        const from = (next - 1) * session.partBytes;
        const answer = await sendXhr({
          method: 'PUT',
          url: part.url,
          headers: {},
          body: file.slice(from, from + lengthOf(next)),
          onUploadProgress: (loaded) => onProgress?.(before + Math.min(loaded, lengthOf(next))),
          signal,
        });
        done.set(next, etagOf(answer.status, answer.etag));
        if (retries > 0) onRetrying?.(false);
        retries = 0;
        onProgress?.(sent());
      } catch (error) {
        let failure: unknown = error;
        for (;;) {
          const delay = retryDelaysMs[retries];
          if (!canResendPart(failure) || delay === undefined) throw failure;
          retries += 1;
          onRetrying?.(true);
          await pause(delay, signal);
          try {
            const listed = await callEndpoint(parts, {
              params,
              headers,
              query: new URLSearchParams(ids),
              signal,
            });
            done.clear();
            // A part cut short is sent again whole.
            for (const { partNumber, etag, size } of listed.parts) {
              if (partNumber <= count && size === lengthOf(partNumber)) done.set(partNumber, etag);
            }
            onProgress?.(sent());
            break;
          } catch (next) {
            failure = next;
          }
        }
      }
    }
    const state = await callEndpoint(complete, {
      params,
      headers,
      body: { ...ids, parts: [...done].map(([partNumber, etag]) => ({ partNumber, etag })) },
      signal,
    });
    if (retries > 0) onRetrying?.(false);
    return state;
  } catch (error) {
    // Best effort: a bucket keeps an unfinished upload's parts until its lifecycle rule drops them.
    void callEndpoint(abort, { params, headers, query: new URLSearchParams(ids) }).catch(() => {});
    throw error;
  }
}

/** The bucket's name for a stored part; a failure status or a hidden ETag is an error. */
function etagOf(status: number, etag: string | null): string {
  if (status < 200 || status >= 300) {
    throw new ApiError(
      status,
      status >= 500 ? ErrorCode.ServiceUnavailable : ErrorCode.BadRequest,
      `The bucket refused a part of the file (HTTP ${status}).`,
    );
  }
  if (!etag) {
    throw new ApiError(
      status,
      ErrorCode.InvalidResponse,
      'The bucket hides the ETag of each part: its CORS rules must expose the ETag header.',
    );
  }
  return etag;
}

/** A dropped connection, or a bucket or server that could not answer for a moment. */
function canResendPart(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 0 ||
    (error.status >= 500 && error.status <= 504 && error.code !== ErrorCode.InvalidResponse)
  );
}
