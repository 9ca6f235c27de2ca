import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorCode,
  quotaBytesMessage,
  quotaCountMessage,
  tooLargeMessage,
  tooLongMessage,
  tooManyPixelsMessage,
  UploadMessage,
  type CreatedUpload,
  type Upload,
  type UploadList,
} from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import type { UploadsConfig } from '../../config/env';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobLog, JobPayloads, JobQueue } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import type { LocalMediaFile, MediaStorage } from '../media';
import { lockAccount } from '../users';
import { checkVideoEnd, decodeImage, UndecodableMediaError, writePoster } from './decode-checks';
import { declaredImageSize } from './image-dimensions';
import {
  imageLimitPassed,
  videoDecodePixels,
  videoLimitPassed,
  type LimitPassed,
} from './media-limits';
import type { MediaSignature } from './media-signature';
import {
  receiveFile,
  receiveSource,
  streamToStorage,
  type FileSource,
  type ReceivedFile,
  type SizeLimit,
} from './receive-file';
import { readStreamInfo, type MediaTools } from './stream-info';
import { uploadPreviewProxyKey } from './upload-preview-proxy-key';
import * as repository from './uploads.repository';
import type { UploadRow } from './uploads.schema';

/** How long the links in an answer last: an editing session, with room to spare. */
export const UPLOAD_LINK_TTL_SECONDS = 6 * 3600;

/** How long ffmpeg may read a video being checked from its bucket. */
const PROBE_LINK_TTL_SECONDS = 15 * 60;

export interface UploadsServiceDependencies {
  db: Db;
  storage: MediaStorage;
  /** Where a stored video's preview proxy is asked for. */
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  limits: UploadsConfig;
  /** Found on first use, so a store that never takes an upload never needs ffmpeg. */
  tools: () => MediaTools;
  log: JobLog;
  /** Counts uploads kept (and their bytes) and refused; optional in tests. */
  metrics?: Pick<StoreMetrics, 'uploads'>;
}

/** What ffmpeg read from a file that decoded. */
interface MediaFacts {
  width: number;
  height: number;
  durationSeconds: number | null;
  rotation: number;
  hasAudio: boolean;
  videoCodec: string | null;
  /** The poster frame written beside the temp file, for videos. */
  posterPath: string | null;
}

/** A user's own photos and videos: taken in, checked from their content, listed and deleted. */
export class UploadsService {
  constructor(private readonly deps: UploadsServiceDependencies) {}

  /**
   * Takes the request's one file: streams it to a temp file (or, with a bucket, straight into
   * the bucket), decides its type from its bytes, checks it decodes and fits the limits, stores it
   * with its poster and records it. Nothing is left on disk or in the bucket and no row exists
   * after any failure. The very bytes of an upload the user already has are not kept twice: that
   * upload is answered instead (`alreadyUploaded`).
   */
  create(userId: string, parts: AsyncIterable<Multipart>): Promise<CreatedUpload> {
    return this.counted(() => this.receive(userId, parts));
  }

  /**
   * A file the store made itself (the sample photo of the owner's sample preview) kept as one of
   * the user's uploads exactly as a sent one is: the same checks, limits, files and row, and the
   * same bytes again answered with the upload already kept.
   */
  createFrom(userId: string, source: FileSource): Promise<CreatedUpload> {
    return this.counted(async () => {
      const sizeLimit = await this.roomFor(userId);
      const file = await receiveSource(source, { tempDir: this.deps.limits.tempDir, sizeLimit });
      return this.keepReceived(userId, randomUUID(), file);
    });
  }

  /** Counts what `take` kept, or why it was refused. */
  private async counted(take: () => Promise<CreatedUpload>): Promise<CreatedUpload> {
    const counters = this.deps.metrics?.uploads;
    let created: CreatedUpload;
    try {
      created = await take();
    } catch (error) {
      // Refusals the user was told about, by their code; a failure of ours is not a refusal.
      if (error instanceof AppError && error.statusCode < 500) {
        counters?.refused.inc({ reason: error.code });
      }
      throw error;
    }
    // The same bytes again are answered with the upload already kept: nothing new is stored.
    if (!created.alreadyUploaded) {
      counters?.stored.inc({ kind: created.kind });
      counters?.bytes.inc({ kind: created.kind }, created.sizeBytes);
    }
    return created;
  }

  private async receive(userId: string, parts: AsyncIterable<Multipart>): Promise<CreatedUpload> {
    const sizeLimit = await this.roomFor(userId);
    const id = randomUUID();
    if (this.deps.storage.kind !== 'local')
      return this.createInBucket(userId, id, parts, sizeLimit);
    const file = await receiveFile(parts, { tempDir: this.deps.limits.tempDir, sizeLimit });
    return this.keepReceived(userId, id, file);
  }

  /** Refuses a user with no room for one more file; else the most the next file may take. */
  private async roomFor(userId: string): Promise<SizeLimit> {
    const usage = await repository.usageOf(this.deps.db, userId);
    this.assertRoomFor(usage, 1);
    return this.sizeLimit(this.deps.limits.quotaBytes - usage.bytes);
  }

  /**
   * A file whole in the temp folder, checked and stored with its poster (or the user's earlier
   * upload of the same bytes answered); the temp files are removed whatever happens.
   */
  private async keepReceived(
    userId: string,
    id: string,
    file: ReceivedFile,
  ): Promise<CreatedUpload> {
    const posterPath = `${file.tempPath}.poster.jpg`;
    try {
      const earlier = await this.earlierCopy(userId, file.contentSha256);
      if (earlier) return earlier;
      const facts = await this.inspect(file, posterPath);
      const keys = keysOf(userId, id, file.signature, facts);
      try {
        await this.deps.storage.put(keys.storageKey, file.tempPath);
        return await this.storeWithPoster(userId, id, file, facts, keys);
      } catch (error) {
        await this.deps.storage.remove(keys.storageKey);
        throw error;
      }
    } finally {
      await Promise.all([
        fs.rm(file.tempPath, { force: true }),
        fs.rm(posterPath, { force: true }),
      ]);
    }
  }

  /**
   * The bucket's way: the file streams into the bucket as it arrives (never whole on this machine)
   * and is checked where it lies: ffmpeg reads a video through a presigned URL, seeking with
   * ranges; a photo, at most UPLOAD_MAX_IMAGE_BYTES, is fetched to the temp folder. A refused file
   * is removed from the bucket.
   */
  private async createInBucket(
    userId: string,
    id: string,
    parts: AsyncIterable<Multipart>,
    sizeLimit: SizeLimit,
  ): Promise<CreatedUpload> {
    const { storage, limits } = this.deps;
    const stored = await streamToStorage(parts, {
      storage,
      sizeLimit,
      keyOf: (signature) => storageKeyOf(userId, id, signature),
    });
    await fs.mkdir(limits.tempDir, { recursive: true });
    const posterPath = path.join(limits.tempDir, `${id}.poster.jpg`);
    let local: LocalMediaFile | undefined;
    try {
      const earlier = await this.earlierCopy(userId, stored.contentSha256);
      if (earlier) {
        await storage.remove(stored.key);
        return earlier;
      }
      let input: string;
      if (stored.signature.kind === 'image') {
        local = await storage.localFile(stored.key, limits.tempDir);
        input = local.path;
      } else {
        input = await storage.signedUrl(stored.key, PROBE_LINK_TTL_SECONDS);
      }
      const file = { ...stored, tempPath: input };
      const facts = await this.inspect(file, posterPath);
      return await this.storeWithPoster(
        userId,
        id,
        file,
        facts,
        keysOf(userId, id, file.signature, facts),
      );
    } catch (error) {
      await storage.remove(stored.key);
      throw error;
    } finally {
      await Promise.all([fs.rm(posterPath, { force: true }), local?.release()]);
    }
  }

  /** The user's upload of these very bytes, answered as this upload's outcome; else undefined. */
  private async earlierCopy(
    userId: string,
    contentSha256: string,
  ): Promise<CreatedUpload | undefined> {
    const row = await repository.findUploadByContent(this.deps.db, userId, contentSha256);
    return row ? { ...(await this.toUpload(row)), alreadyUploaded: true } : undefined;
  }

  async list(userId: string): Promise<UploadList> {
    const rows = await repository.listUploads(this.deps.db, userId);
    const usedBytes = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
    const { limits } = this.deps;
    return {
      uploads: await Promise.all(rows.map((row) => this.toUpload(row))),
      limits: {
        maxImageBytes: limits.maxImageBytes,
        maxVideoBytes: limits.maxVideoBytes,
        maxVideoSeconds: limits.maxVideoSeconds,
        quotaBytes: limits.quotaBytes,
        usedBytes,
        maxUploads: limits.maxCount,
      },
    };
  }

  /** One of the user's uploads, for the modules that place it into a template. */
  async find(userId: string, uploadId: string): Promise<UploadRow | undefined> {
    if (!isUuid(uploadId)) return undefined;
    return repository.findUpload(this.deps.db, userId, uploadId);
  }

  /** Deletes the row, then its files; another user's upload or an unknown id is not found. */
  async remove(userId: string, uploadId: string): Promise<void> {
    const row = isUuid(uploadId)
      ? await repository.deleteUpload(this.deps.db, userId, uploadId)
      : undefined;
    if (!row) throw AppError.notFound(UploadMessage.notFound);
    // After the commit: a file that outlives a failed removal costs disk, a row without its file
    // would break the editor.
    // A video's preview proxy is the customer's picture too.
    const proxyKey = row.kind === 'video' ? uploadPreviewProxyKey(row.storageKey) : null;
    for (const key of [row.storageKey, row.posterKey, proxyKey]) {
      if (!key) continue;
      await this.deps.storage.remove(key).catch((error: unknown) => {
        this.deps.log.warn({ err: error, key }, 'an upload file could not be removed');
      });
    }
  }

  private sizeLimit(remainingBytes: number): SizeLimit {
    return (signature: MediaSignature) => {
      const kindMax =
        signature.kind === 'image'
          ? this.deps.limits.maxImageBytes
          : this.deps.limits.maxVideoBytes;
      if (kindMax <= remainingBytes) {
        return {
          maxBytes: kindMax,
          refusal: () =>
            new AppError(ErrorCode.PayloadTooLarge, 413, tooLargeMessage(signature.kind, kindMax)),
        };
      }
      return { maxBytes: remainingBytes, refusal: () => this.quotaBytesError() };
    };
  }

  private assertRoomFor(usage: { bytes: number; count: number }, bytes: number): void {
    if (usage.count >= this.deps.limits.maxCount) {
      throw new AppError(
        ErrorCode.UploadQuotaExceeded,
        409,
        quotaCountMessage(this.deps.limits.maxCount),
      );
    }
    if (usage.bytes + bytes > this.deps.limits.quotaBytes) throw this.quotaBytesError();
  }

  private quotaBytesError(): AppError {
    return new AppError(
      ErrorCode.UploadQuotaExceeded,
      413,
      quotaBytesMessage(this.deps.limits.quotaBytes),
    );
  }

  private async inspect(file: ReceivedFile, posterPath: string): Promise<MediaFacts> {
    const tools = this.deps.tools();
    try {
      if (file.signature.kind === 'image') {
        await this.assertImagePixels(file);
        const { width, height } = await decodeImage(
          tools.ffmpegPath,
          file.tempPath,
          this.deps.limits.maxImagePixels,
        );
        return {
          width,
          height,
          durationSeconds: null,
          rotation: 0,
          hasAudio: false,
          videoCodec: null,
          posterPath: null,
        };
      }
      return await this.inspectVideo(tools, file.tempPath, posterPath);
    } catch (error) {
      if (error instanceof UndecodableMediaError) {
        this.deps.log.info({ reason: error.message }, 'an upload did not decode');
        throw new AppError(ErrorCode.UnreadableMedia, 422, UploadMessage.unreadable);
      }
      throw error;
    }
  }

  private async inspectVideo(
    tools: MediaTools,
    file: string,
    posterPath: string,
  ): Promise<MediaFacts> {
    let info;
    try {
      info = await readStreamInfo(tools, file);
    } catch (error) {
      throw new UndecodableMediaError((error as Error).message, { cause: error });
    }
    const { video } = info;
    if (!video) {
      // An audio file in a movie container: readable, but nothing to place in a template.
      throw info.hasAudio
        ? new AppError(ErrorCode.UnsupportedMediaType, 415, UploadMessage.noPicture)
        : new UndecodableMediaError('No streams were found.');
    }
    // From the stream headers, before a frame is decoded.
    const { limits } = this.deps;
    this.refuseOver(videoLimitPassed(video, info.durationSeconds, limits));
    const maxPixels = videoDecodePixels(limits);
    const durationSeconds = await checkVideoEnd(
      tools.ffmpegPath,
      file,
      info.durationSeconds,
      maxPixels,
    );
    if (durationSeconds === null) throw new UndecodableMediaError('The length could not be read.');
    this.refuseOver(videoLimitPassed(video, durationSeconds, limits));
    // A second in, past the black of a fade-in, or half way through a shorter clip.
    await writePoster(
      tools.ffmpegPath,
      file,
      Math.min(1, durationSeconds / 2),
      posterPath,
      maxPixels,
    );
    const sideways = video.rotation === 90 || video.rotation === 270;
    return {
      width: sideways ? video.height : video.width,
      height: sideways ? video.width : video.height,
      durationSeconds,
      rotation: video.rotation,
      hasAudio: info.hasAudio,
      videoCodec: video.codec,
      posterPath,
    };
  }

  /** A photo's declared size, from its header: a pixel bomb never reaches the decoder. */
  private async assertImagePixels(file: ReceivedFile): Promise<void> {
    const handle = await fs.open(file.tempPath, 'r');
    let size;
    try {
      size = await declaredImageSize(handle, file.signature);
    } finally {
      await handle.close();
    }
    if (!size) throw new UndecodableMediaError('The header declares no picture size.');
    this.refuseOver(imageLimitPassed(size, this.deps.limits));
  }

  /** A file over one of the limits is refused, saying which. */
  private refuseOver(passed: LimitPassed | undefined): void {
    if (!passed) return;
    const { limits } = this.deps;
    switch (passed.limit) {
      case 'image-pixels':
        throw new AppError(
          ErrorCode.TooManyPixels,
          422,
          tooManyPixelsMessage('image', passed.size, limits),
        );
      case 'video-dimension':
        throw new AppError(
          ErrorCode.TooManyPixels,
          422,
          tooManyPixelsMessage('video', passed.size, limits),
        );
      case 'video-seconds':
        throw new AppError(ErrorCode.MediaTooLong, 422, tooLongMessage(limits.maxVideoSeconds));
    }
  }

  /**
   * With the file stored: its poster, then the row under the owner's lock; a poster whose row could
   * not be written goes (the caller removes the file).
   */
  private async storeWithPoster(
    userId: string,
    id: string,
    file: Omit<ReceivedFile, 'tempPath'>,
    facts: MediaFacts,
    { storageKey, posterKey }: { storageKey: string; posterKey: string | null },
  ): Promise<CreatedUpload> {
    const { storage, db } = this.deps;
    try {
      if (posterKey && facts.posterPath) await storage.put(posterKey, facts.posterPath);
      const row = await db.transaction(async (tx) => {
        if (!(await lockAccount(tx, userId))) {
          throw AppError.unauthorized(UploadMessage.failed);
        }
        this.assertRoomFor(await repository.usageOf(tx, userId), file.sizeBytes);
        if (file.signature.kind === 'video') {
          await this.deps.jobs.send('make-upload-preview-proxy', { userId, uploadId: id }, { tx });
        }
        return repository.insertUpload(tx, {
          id,
          userId,
          kind: file.signature.kind,
          mimeType: file.signature.mimeType,
          sizeBytes: file.sizeBytes,
          width: facts.width,
          height: facts.height,
          durationSeconds: facts.durationSeconds,
          rotation: facts.rotation,
          hasAudio: facts.hasAudio,
          videoCodec: facts.videoCodec,
          fileName: file.fileName,
          storageKey,
          posterKey,
          contentSha256: file.contentSha256,
        });
      });
      return { ...(await this.toUpload(row)), alreadyUploaded: false };
    } catch (error) {
      if (posterKey) await storage.remove(posterKey);
      throw error;
    }
  }

  private async toUpload(row: UploadRow): Promise<Upload> {
    const { storage } = this.deps;
    return {
      uploadId: row.id,
      kind: row.kind,
      width: row.width,
      height: row.height,
      durationSeconds: row.durationSeconds,
      mimeType: row.mimeType as Upload['mimeType'],
      sizeBytes: row.sizeBytes,
      fileName: row.fileName,
      rotation: row.rotation,
      hasAudio: row.hasAudio,
      url: await storage.signedUrl(row.storageKey, UPLOAD_LINK_TTL_SECONDS),
      posterUrl: row.posterKey
        ? await storage.signedUrl(row.posterKey, UPLOAD_LINK_TTL_SECONDS)
        : null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** Where an upload is kept, private to its owner, with its type's extension. */
const storageKeyOf = (userId: string, id: string, signature: MediaSignature) =>
  `private/uploads/${userId}/${id}.${signature.extension}`;

function keysOf(userId: string, id: string, signature: MediaSignature, facts: MediaFacts) {
  return {
    storageKey: storageKeyOf(userId, id, signature),
    posterKey: facts.posterPath ? `private/uploads/${userId}/${id}-poster.jpg` : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
