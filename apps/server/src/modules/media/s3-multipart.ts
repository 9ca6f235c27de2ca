import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListPartsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DirectUploads, UploadedPart } from './storage';

/** A bucket's multipart uploads, which the browser fills part by part through presigned URLs. */
export class S3DirectUploads implements DirectUploads {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async start(key: string, contentType: string): Promise<string> {
    const answer = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!answer.UploadId) throw new Error('The bucket started no multipart upload.');
    return answer.UploadId;
  }

  partUrl(
    key: string,
    uploadId: string,
    part: { partNumber: number; bytes: number },
    expiresInSeconds: number,
  ): Promise<string> {
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: part.partNumber,
        ContentLength: part.bytes,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async parts(key: string, uploadId: string): Promise<UploadedPart[] | null> {
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    for (;;) {
      let answer;
      try {
        answer = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
      } catch (error) {
        if (isNoSuchUpload(error)) return null;
        throw error;
      }
      for (const part of answer.Parts ?? []) {
        if (part.PartNumber && part.ETag) {
          parts.push({ partNumber: part.PartNumber, etag: part.ETag, size: part.Size ?? 0 });
        }
      }
      if (!answer.IsTruncated || !answer.NextPartNumberMarker) return parts;
      marker = answer.NextPartNumberMarker;
    }
  }

  async complete(
    key: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
        },
      }),
    );
  }

  async abort(key: string, uploadId: string): Promise<void> {
    await this.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }))
      .catch((error: unknown) => {
        // An upload already completed or aborted is gone: what the caller wanted.
        if (!isNoSuchUpload(error)) throw error;
      });
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

function isNoSuchUpload(error: unknown): boolean {
  return (error as { name?: string }).name === 'NoSuchUpload' || isNotFound(error);
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
