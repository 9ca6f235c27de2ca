import type { Tx } from '../../db/database';
import { findOwnUploads, findUpload } from './uploads.repository';
import type { UploadRow } from './uploads.schema';

/**
 * The user's uploads as renders, scene exports and drafts read them, inside their own transaction.
 * Stateless: the table and its queries stay the uploads module's own (ADR 39).
 */
class UploadRecords {
  /** The user's own upload by id; undefined for another's, as for none. */
  findUpload(tx: Tx, userId: string, id: string): Promise<UploadRow | undefined> {
    return findUpload(tx, userId, id);
  }

  /** Which of these uploads are the user's, with their kind (a draft names only its own). */
  findOwnUploads(tx: Tx, userId: string, ids: readonly string[]) {
    return findOwnUploads(tx, userId, ids);
  }
}

export const uploadRecords = new UploadRecords();
