import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UploadMessage, type CreatedUpload } from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../http/app-error';
import type { CallerLog } from '../../observability';
import { previousAnswer, rememberAnswer } from '../commerce';
import { accountMediaKey, type LocalMediaFile } from '../media';
import { lockAccount } from '../users';
import { MediaInspection, type MediaFacts } from './media-inspection';
import type { MediaSignature } from './media-signature';
import {
  receiveFile,
  receiveSource,
  streamToStorage,
  type FileSource,
  type ReceivedFile,
  type SizeLimit,
} from './receive-file';
import { toUpload } from './upload-answer';
import { UploadQuota } from './upload-quota';
import * as repository from './uploads.repository';
import type { UploadsServiceDependencies } from './uploads-dependencies';

/** What an upload's Idempotency-Key keeps: which upload it made, and whether it was already there. */
interface KeptUpload {
  uploadId: string;
  alreadyUploaded: boolean;
}

/**
 * An upload's request as its Idempotency-Key remembers it: the bytes sent. The same key with the
 * same bytes is answered with the first upload; with other bytes, refused (ADR 47).
 */
const uploadCall = (key: string | undefined, contentSha256: string) => ({
  key,
  operation: 'createUpload',
  args: { contentSha256 },
});

/** How long ffmpeg may read a video being checked from its bucket. */
const PROBE_LINK_TTL_SECONDS = 15 * 60;

/** Taking a file in: received, checked, stored with its poster and recorded, or refused whole. */
export class UploadIntake {
  readonly #quota: UploadQuota;
  readonly #inspection: MediaInspection;

  constructor(private readonly deps: UploadsServiceDependencies) {
    this.#quota = new UploadQuota(deps);
    this.#inspection = new MediaInspection(deps);
  }

  /**
   * Takes the request's one file: streams it to a temp file (or, with a bucket, straight into
   * the bucket), decides its type from its bytes, checks it decodes and fits the limits, stores it
   * with its poster and records it. Nothing is left on disk or in the bucket and no row exists
   * after any failure. The very bytes of an upload the user already has are not kept twice: that
   * upload is answered instead (`alreadyUploaded`). `log` is the asking request's. With an
   * `idempotencyKey`, a retry is answered as the first request was, and nothing more is kept.
   */
  create(
    userId: string,
    parts: AsyncIterable<Multipart>,
    log: CallerLog,
    idempotencyKey?: string,
  ): Promise<CreatedUpload> {
    return this.counted(() => this.receive(userId, parts, log, idempotencyKey));
  }

  /**
   * A file the store made itself (the sample photo of the owner's sample preview) kept as one of
   * the user's uploads exactly as a sent one is: the same checks, limits, files and row, and the
   * same bytes again answered with the upload already kept.
   */
  createFrom(userId: string, source: FileSource, log: CallerLog): Promise<CreatedUpload> {
    return this.counted(async () => {
      const sizeLimit = await this.#quota.roomFor(userId);
      const file = await receiveSource(source, { tempDir: this.deps.limits.tempDir, sizeLimit });
      return this.keepReceived(userId, randomUUID(), file, log, undefined);
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

  private async receive(
    userId: string,
    parts: AsyncIterable<Multipart>,
    log: CallerLog,
    idempotencyKey: string | undefined,
  ): Promise<CreatedUpload> {
    const sizeLimit = await this.#quota.roomFor(userId);
    const id = randomUUID();
    if (this.deps.storage.kind !== 'local')
      return this.createInBucket(userId, id, parts, sizeLimit, log, idempotencyKey);
    const file = await receiveFile(parts, { tempDir: this.deps.limits.tempDir, sizeLimit });
    return this.keepReceived(userId, id, file, log, idempotencyKey);
  }

  /**
   * A file whole in the temp folder, checked and stored with its poster (or the user's earlier
   * upload of the same bytes answered); the temp files are removed whatever happens.
   */
  private async keepReceived(
    userId: string,
    id: string,
    file: ReceivedFile,
    log: CallerLog,
    idempotencyKey: string | undefined,
  ): Promise<CreatedUpload> {
    const posterPath = `${file.tempPath}.poster.jpg`;
    const call = uploadCall(idempotencyKey, file.contentSha256);
    try {
      const earlier =
        (await this.firstAnswer(userId, call)) ?? (await this.earlierCopy(userId, call));
      if (earlier) return earlier;
      const facts = await this.#inspection.inspect(file, posterPath, log);
      const keys = keysOf(userId, id, file.signature, facts);
      try {
        await this.deps.storage.put(keys.storageKey, file.tempPath);
        return await this.storeWithPoster(userId, id, file, facts, keys, call);
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
    log: CallerLog,
    idempotencyKey: string | undefined,
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
    const call = uploadCall(idempotencyKey, stored.contentSha256);
    try {
      const earlier =
        (await this.firstAnswer(userId, call)) ?? (await this.earlierCopy(userId, call));
      if (earlier) {
        await storage.remove(stored.key);
        return earlier;
      }
      let input: string;
      if (stored.signature.kind === 'image') {
        local = await storage.localFile(stored.key, limits.tempDir);
        input = local.path;
      } else {
        input = await storage.signedUrl(stored.key, PROBE_LINK_TTL_SECONDS, { direct: true });
      }
      const file = { ...stored, tempPath: input };
      const facts = await this.#inspection.inspect(file, posterPath, log);
      return await this.storeWithPoster(
        userId,
        id,
        file,
        facts,
        keysOf(userId, id, file.signature, facts),
        call,
      );
    } catch (error) {
      await storage.remove(stored.key);
      throw error;
    } finally {
      await Promise.all([fs.rm(posterPath, { force: true }), local?.release()]);
    }
  }

  /**
   * The upload this request's Idempotency-Key made before, answered as it was then (its links
   * signed anew); refused (422) when the key came with other bytes. Undefined without a key, for a
   * key not seen, or when that upload has been deleted since.
   */
  private async firstAnswer(
    userId: string,
    call: ReturnType<typeof uploadCall>,
  ): Promise<CreatedUpload | undefined> {
    if (call.key === undefined) return undefined;
    const { db, storage } = this.deps;
    const kept = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      return previousAnswer<KeptUpload>(tx, userId, call);
    });
    const row = kept && (await repository.findUpload(db, userId, kept.uploadId));
    return row
      ? { ...(await toUpload(storage, row)), alreadyUploaded: kept.alreadyUploaded }
      : undefined;
  }

  /**
   * The user's upload of these very bytes, answered as this upload's outcome (and kept for the
   * request's Idempotency-Key); else undefined.
   */
  private async earlierCopy(
    userId: string,
    call: ReturnType<typeof uploadCall>,
  ): Promise<CreatedUpload | undefined> {
    const { db, storage } = this.deps;
    const row = await repository.findUploadByContent(db, userId, call.args.contentSha256);
    if (!row) return undefined;
    if (call.key !== undefined) {
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        if (await previousAnswer<KeptUpload>(tx, userId, call)) return;
        await rememberAnswer(tx, userId, call, { uploadId: row.id, alreadyUploaded: true });
      });
    }
    return { ...(await toUpload(storage, row)), alreadyUploaded: true };
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
    call: ReturnType<typeof uploadCall>,
  ): Promise<CreatedUpload> {
    const { storage, db } = this.deps;
    try {
      if (posterKey && facts.posterPath) await storage.put(posterKey, facts.posterPath);
      const row = await db.transaction(async (tx) => {
        if (!(await lockAccount(tx, userId))) {
          throw AppError.unauthorized(UploadMessage.failed);
        }
        this.#quota.assertRoomFor(await repository.usageOf(tx, userId), file.sizeBytes);
        if (file.signature.kind === 'video') {
          await this.deps.jobs.send('make-upload-preview-proxy', { userId, uploadId: id }, { tx });
        }
        await rememberAnswer(tx, userId, call, { uploadId: id, alreadyUploaded: false });
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
      return { ...(await toUpload(this.deps.storage, row)), alreadyUploaded: false };
    } catch (error) {
      if (posterKey) await storage.remove(posterKey);
      throw error;
    }
  }
}

/** Where an upload is kept, private to its owner, with its type's extension. */
const storageKeyOf = (userId: string, id: string, signature: MediaSignature) =>
  accountMediaKey('uploads', userId, `${id}.${signature.extension}`);

function keysOf(userId: string, id: string, signature: MediaSignature, facts: MediaFacts) {
  return {
    storageKey: storageKeyOf(userId, id, signature),
    posterKey: facts.posterPath ? accountMediaKey('uploads', userId, `${id}-poster.jpg`) : null,
  };
}
