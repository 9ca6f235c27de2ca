import { UploadMessage } from '@frameshop/contract';
import type { UploadHold } from '../uploads';
import { findBatchUsingPhoto } from './batches.repository';

/**
 * A photo that a batch still being made names (in its design or a row) is not deleted: a row
 * waiting for it would fail. The same bytes uploaded twice are one upload, so deleting "the other
 * copy" would take it from the batch too.
 */
export const batchPhotoHold: UploadHold = async (tx, userId, uploadId) =>
  (await findBatchUsingPhoto(tx, userId, uploadId)) ? UploadMessage.usedByBatch : undefined;
