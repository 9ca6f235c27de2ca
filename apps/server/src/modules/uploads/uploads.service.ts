import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import {
  ErrorCode,
  quotaBytesMessage,
  quotaCountMessage,
  tooLargeMessage,
  tooLongMessage,
  UploadMessage,
  type Upload,
  type UploadList,
} from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import type { UploadsConfig } from '../../config/env';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobLog } from '../../jobs';
import type { MediaStorage } from '../media';
import { checkVideoEnd, decodeImage, UndecodableMediaError, writePoster } from './decode-checks';
import type { MediaSignature } from './media-signature';
import { receiveFile, type ReceivedFile, type SizeLimit } from './receive-file';
import { readStreamInfo, type MediaTools } from './stream-info';
import * as repository from './uploads.repository';
import type { UploadRow } from './uploads.schema';

/** How long the links in an answer last: an editing session, with room to spare. */
export const UPLOAD_LINK_TTL_SECONDS = 6 * 3600;

export interface UploadsServiceDependencies {
  db: Db;
  storage: MediaStorage;
  limits: UploadsConfig;
  /** Found on first use, so a store that never takes an upload never needs ffmpeg. */
  tools: () => MediaTools;
  log: JobLog;
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
   * Takes the request's one file: streams it to a temp file, decides its type from its bytes,
   * checks it decodes and fits the limits, stores it with its poster and records it. Nothing is
   * left on disk and no row exists after any failure.
   */
  async create(userId: string, parts: AsyncIterable<Multipart>): Promise<Upload> {
    const { limits } = this.deps;
    const usage = await repository.usageOf(this.deps.db, userId);
    this.assertRoomFor(usage, 1);
    const remainingBytes = limits.quotaBytes - usage.bytes;
    const file = await receiveFile(parts, {
      tempDir: limits.tempDir,
      sizeLimit: this.sizeLimit(remainingBytes),
    });
    const posterPath = `${file.tempPath}.poster.jpg`;
    try {
      const facts = await this.inspect(file, posterPath);
      return await this.store(userId, file, facts);
    } finally {
      await Promise.all([
        fs.rm(file.tempPath, { force: true }),
        fs.rm(posterPath, { force: true }),
      ]);
    }
  }

  async list(userId: string): Promise<UploadList> {
    const rows = await repository.listUploads(this.deps.db, userId);
    const usedBytes = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
    const { limits } = this.deps;
    return {
      uploads: rows.map((row) => this.toUpload(row)),
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
    for (const key of [row.storageKey, row.posterKey]) {
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
        const { width, height } = await decodeImage(tools.ffmpegPath, file.tempPath);
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
    const maxSeconds = this.deps.limits.maxVideoSeconds;
    if (info.durationSeconds !== null && info.durationSeconds > maxSeconds) {
      throw new AppError(ErrorCode.MediaTooLong, 422, tooLongMessage(maxSeconds));
    }
    const durationSeconds = await checkVideoEnd(tools.ffmpegPath, file, info.durationSeconds);
    if (durationSeconds === null) throw new UndecodableMediaError('The length could not be read.');
    if (durationSeconds > maxSeconds) {
      throw new AppError(ErrorCode.MediaTooLong, 422, tooLongMessage(maxSeconds));
    }
    // A second in, past the black of a fade-in, or half way through a shorter clip.
    await writePoster(tools.ffmpegPath, file, Math.min(1, durationSeconds / 2), posterPath);
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

  /** Files first, then the row under the owner's lock; files whose row could not be written go. */
  private async store(userId: string, file: ReceivedFile, facts: MediaFacts): Promise<Upload> {
    const { storage, db } = this.deps;
    const id = randomUUID();
    const storageKey = `private/uploads/${userId}/${id}.${file.signature.extension}`;
    const posterKey = facts.posterPath ? `private/uploads/${userId}/${id}-poster.jpg` : null;
    try {
      await storage.put(storageKey, file.tempPath);
      if (posterKey && facts.posterPath) await storage.put(posterKey, facts.posterPath);
      const row = await db.transaction(async (tx) => {
        if (!(await repository.lockOwner(tx, userId))) {
          throw AppError.unauthorized(UploadMessage.failed);
        }
        this.assertRoomFor(await repository.usageOf(tx, userId), file.sizeBytes);
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
        });
      });
      return this.toUpload(row);
    } catch (error) {
      await storage.remove(storageKey);
      if (posterKey) await storage.remove(posterKey);
      throw error;
    }
  }

  private toUpload(row: UploadRow): Upload {
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
      url: storage.signedUrl(row.storageKey, UPLOAD_LINK_TTL_SECONDS),
      posterUrl: row.posterKey ? storage.signedUrl(row.posterKey, UPLOAD_LINK_TTL_SECONDS) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
