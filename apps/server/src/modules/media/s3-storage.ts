import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/env';
import { contentDisposition } from './content-disposition';
import { accountOfMediaKey, assertMediaKey, isPublicMediaKey } from './media-key';
import { mediaTypeOf } from './media-types';
import { EXPIRY_ROUNDING_SECONDS, type MediaUrlSigner } from './media-url-signer';
import {
  MediaNotFoundError,
  type ByteSpan,
  type DirectUploads,
  type LocalMediaFile,
  type MediaStorage,
  type SignedUrlOptions,
} from './storage';
import { S3DirectUploads } from './s3-multipart';

/** Public keys carry a content or recipe hash, so what a URL names never changes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Parts of a multipart upload, and how many are in flight at once: what one stream holds in memory
 * is at most their product (S3's smallest part is 5 MiB).
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
export const UPLOAD_QUEUE_SIZE = 2;

/** Tries of one request to the bucket: a failed or silent one is tried once more. */
const BUCKET_ATTEMPTS = 2;

/** SigV4 caps a presigned URL at a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

/**
 * Media in an S3-compatible bucket (AWS S3, R2, MinIO, B2). Private keys go out as presigned GET URLs
 * (an account's files through the media route, which redirects to one), public keys as plain URLs
 * of the bucket or of the CDN in front of it (`S3_PUBLIC_URL`); the bucket itself answers Range
 * requests. Nothing is kept on local disk except `localFile`'s copies.
 */
export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly directUploads: DirectUploads;
  private readonly publicBase: string;

  constructor(
    config: S3Config,
    /**
     * Signs the media route's links, which an account's files go out as (`signedUrl`). Tools that
     * hand no links to people may leave it out: then every private key is presigned.
     */
    private readonly accountLinks?: MediaUrlSigner,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Since 3.729 the SDK adds CRC checksums to every request and checks them on answers; many
      // S3-compatible servers refuse the headers or send none, so only where S3 demands them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without these a bucket that takes the connection and never answers holds the request, and
      // the visitor waiting on it, for ever: a silent socket fails the try, one more try follows
      // (it also covers a 500 or a dropped connection), then the caller hears of it.
      requestHandler: { connectionTimeout: config.timeoutMs, socketTimeout: config.timeoutMs },
      maxAttempts: BUCKET_ATTEMPTS,
    });
    this.publicBase = (config.publicUrl ?? bucketUrl(config)).replace(/\/+$/, '');
    this.directUploads = new S3DirectUploads(this.client, this.bucket);
  }

  async put(key: string, fromFilePath: string): Promise<void> {
    await this.putStream(key, fs.createReadStream(fromFilePath));
  }

  /**
   * A multipart upload of at most UPLOAD_QUEUE_SIZE parts in memory at once (one plain PUT for a
   * small file). On any failure lib-storage aborts the multipart upload, so no parts are left.
   */
  async putStream(
    key: string,
    body: Readable,
    options: { contentType?: string } = {},
  ): Promise<void> {
    assertMediaKey(key);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType ?? mediaTypeOf(key),
        CacheControl: isPublicMediaKey(key) ? PUBLIC_CACHE_CONTROL : undefined,
      },
      partSize: UPLOAD_PART_BYTES,
      queueSize: UPLOAD_QUEUE_SIZE,
      leavePartsOnError: false,
    });
    // A failing source fails lib-storage's read of it; lib-storage then waits for its parts in
    // flight and aborts the multipart upload before done() rejects. (Its abort() would reject at
    // once and abort later, so it is not used.)
    await upload.done();
  }

  async read(key: string, span?: ByteSpan): Promise<Readable> {
    assertMediaKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: span ? `bytes=${span.start}-${span.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new MediaNotFoundError(`${key} does not exist.`);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Downloads into a folder of its own under `tempDir`; `release` removes the folder. */
  async localFile(key: string, tempDir: string): Promise<LocalMediaFile> {
    const body = await this.read(key);
    await fsp.mkdir(tempDir, { recursive: true });
    const dir = await fsp.mkdtemp(path.join(tempDir, 'media-'));
    const release = () => fsp.rm(dir, { recursive: true, force: true });
    const file = path.join(dir, path.basename(key));
    try {
      await pipeline(body, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: file, release };
  }

  publicUrl(key: string): string {
    assertMediaKey(key);
    if (!isPublicMediaKey(key)) {
      throw new Error(`${key} is private media; hand out a signed URL instead.`);
    }
    return `${this.publicBase}/${key}`;
  }

  /**
   * A presigned GET that expires on the same hour boundary as the local links, and is signed at the
   * start of the hour: every link to one file made within that hour is the same URL, so browsers
   * reuse what they cached. Only the host is signed, never `Range`, which the browser adds itself.
   * An account's file goes out as the media route's link instead, unless `direct` is asked: a
   * presigned URL cannot be taken back when the account closes, the route's link can (ADR 31).
   */
  async signedUrl(
    key: string,
    ttlSeconds: number,
    options: SignedUrlOptions = {},
    nowMs = Date.now(),
  ): Promise<string> {
    assertMediaKey(key);
    if (isPublicMediaKey(key)) return this.publicUrl(key);
    if (this.accountLinks && !options.direct && accountOfMediaKey(key) !== null) {
      return this.accountLinks.link(key, ttlSeconds, options, nowMs);
    }
    const now = Math.floor(nowMs / 1000);
    const signedAt = Math.floor(now / EXPIRY_ROUNDING_SECONDS) * EXPIRY_ROUNDING_SECONDS;
    const expiry =
      Math.ceil((now + ttlSeconds) / EXPIRY_ROUNDING_SECONDS) * EXPIRY_ROUNDING_SECONDS;
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      // A link to another origin loses the `download` attribute; the header keeps the name.
      ResponseContentDisposition: options.fileName
        ? contentDisposition(options.fileName)
        : undefined,
    });
    return getSignedUrl(this.client, command, {
      signingDate: new Date(signedAt * 1000),
      expiresIn: Math.min(MAX_PRESIGN_SECONDS, expiry - signedAt),
    });
  }

  async checkReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}

/**
 * The origins the browser loads the bucket's files from: its public URL (a CDN) and the bucket
 * itself (presigned links). The content security policy admits them.
 */
export function bucketOrigins(config: S3Config): string[] {
  const origins = [bucketUrl(config), config.publicUrl].filter((url) => url !== undefined);
  return [...new Set(origins.map((url) => new URL(url).origin))];
}

/** The bucket's own address: path style for most S3-compatible servers, virtual hosts on AWS. */
function bucketUrl(config: S3Config): string {
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
    if (config.forcePathStyle) return `${base}/${config.bucket}`;
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  }
  return config.forcePathStyle
    ? `https://s3.${config.region}.amazonaws.com/${config.bucket}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
