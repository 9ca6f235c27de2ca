import {
  ErrorCode,
  quotaBytesMessage,
  quotaCountMessage,
  tooLargeMessage,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { MediaSignature } from './media-signature';
import type { SizeLimit } from './receive-file';
import * as repository from './uploads.repository';
import type { UploadsServiceDependencies } from './uploads-dependencies';

/** Each user's room: how many uploads and bytes they may keep, and the most one file may take. */
export class UploadQuota {
  constructor(private readonly deps: Pick<UploadsServiceDependencies, 'db' | 'limits'>) {}

  /** Refuses a user with no room for one more file; else the most the next file may take. */
  async roomFor(userId: string): Promise<SizeLimit> {
    const usage = await repository.usageOf(this.deps.db, userId);
    this.assertRoomFor(usage, 1);
    return this.sizeLimit(this.deps.limits.quotaBytes - usage.bytes);
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

  assertRoomFor(usage: { bytes: number; count: number }, bytes: number): void {
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
}
