import type { Tx } from '../../db/database';

/**
 * Another module's answer to whether it still needs one of a user's uploads: why it may not be
 * deleted now (a person's words), or undefined. Asked in the deletion's transaction, under the
 * account's lock, which the modules that take uploads into their work hold too, so nothing starts
 * using the upload between the answer and the deletion. Given to the uploads module by the
 * application (`SharedDependencies.uploadHolds`): the uploads module knows none of them.
 */
export type UploadHold = (tx: Tx, userId: string, uploadId: string) => Promise<string | undefined>;
