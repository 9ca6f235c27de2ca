import { and, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  cartLines,
  drafts,
  generatedVideos,
  otpCodes,
  receipts,
  templateLikes,
  uploads,
  users,
} from '../../db/schema';
import type { JobPayloads, JobQueue } from '../../jobs';
import { lockBuyer } from '../commerce';
import { applyCreditChange } from '../credits';
import type { MediaStorage } from '../media';
import { cancelActiveOrdersOf } from '../renders';
import { uploadPreviewProxyKey } from '../uploads';
import type { UserRow } from '../users';
import type { WelcomeCredits } from '../welcome-credits';

/** What closing needs of other modules besides the transaction. */
export interface ClosingSteps {
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  welcome: Pick<WelcomeCredits, 'rememberClosed'>;
}

/** What a closed account's receipts say of their buyer: the sale is kept, the person is not. */
export const CLOSED_BUYER = 'Closed account';

/**
 * Closes an account in one transaction, whose caller holds the account's row lock (ADR 31): its render orders are cancelled and their holds
 * returned, the credits left forfeited through the ledger, its likes, cart, drafts and codes
 * deleted, its receipts kept without the buyer's name and address, and its personal fields
 * erased, so it can no longer sign in and its email may register again; its email and phone are
 * remembered as keyed hashes only, so that a new account of theirs gets no second welcome. Its
 * files are deleted by the `erase-account-files` job enqueued here, which exists exactly when the
 * account is closed.
 */
export async function closeAccountRows(
  tx: Tx,
  user: UserRow,
  { jobs, welcome }: ClosingSteps,
): Promise<void> {
  await cancelActiveOrdersOf(tx, user.id);
  // The caller holds the account's lock; this reads the balance the refunds above left.
  const balance = await lockBuyer(tx, user.id);
  if (balance !== undefined && balance > 0) {
    await applyCreditChange(tx, {
      userId: user.id,
      delta: -balance,
      reason: 'account_closed',
      reference: 'account-closed',
    });
  }
  await tx.delete(templateLikes).where(eq(templateLikes.userId, user.id));
  await tx.delete(cartLines).where(eq(cartLines.userId, user.id));
  await tx.delete(drafts).where(eq(drafts.userId, user.id));
  await tx.delete(otpCodes).where(
    or(
      inArray(otpCodes.target, [user.email, user.phoneNumber].filter(Boolean)),
      // An email change's code is keyed by the account and the new address.
      and(eq(otpCodes.purpose, 'email-change'), like(otpCodes.target, `${user.id}:%`)),
    ),
  );
  await tx
    .update(receipts)
    .set({ buyerName: CLOSED_BUYER, buyerEmail: '' })
    .where(eq(receipts.userId, user.id));
  await welcome.rememberClosed(tx, user);
  await tx
    .update(users)
    .set({
      closedAt: new Date(),
      // Unique and meaningless: the username and email are free for anyone to take again.
      username: `closed-${user.id}`,
      email: `closed-${user.id}@closed.invalid`,
      passwordHash: null,
      actualName: '',
      phoneNumber: '',
      countryCode: '',
      empField: '',
      profilePicture: '',
      isGoogleUser: false,
      googleSubject: null,
      tokenVersion: user.tokenVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await jobs.send('erase-account-files', { userId: user.id }, { tx });
}

/**
 * The `erase-account-files` job: a closed account's uploads (with their posters and preview
 * proxies) and its renders' and exports' files are deleted from storage. Each row goes once its
 * files are gone, so a retry after a failure picks up where it stopped.
 */
export async function eraseAccountFiles(
  tx: Tx,
  storage: Pick<MediaStorage, 'remove'>,
  userId: string,
): Promise<void> {
  const ownUploads = await tx.select().from(uploads).where(eq(uploads.userId, userId));
  for (const upload of ownUploads) {
    const proxy = upload.kind === 'video' ? uploadPreviewProxyKey(upload.storageKey) : null;
    for (const key of [upload.storageKey, upload.posterKey, proxy]) {
      if (key) await storage.remove(key);
    }
    await tx.delete(uploads).where(eq(uploads.id, upload.id));
  }
  const results = await tx
    .select({
      id: generatedVideos.id,
      outputKey: generatedVideos.outputKey,
      posterKey: generatedVideos.posterKey,
    })
    .from(generatedVideos)
    .where(
      and(
        eq(generatedVideos.userId, userId),
        or(isNotNull(generatedVideos.outputKey), isNotNull(generatedVideos.posterKey)),
      ),
    );
  for (const result of results) {
    for (const key of [result.outputKey, result.posterKey]) {
      if (key) await storage.remove(key);
    }
    await tx
      .update(generatedVideos)
      .set({ outputKey: null, posterKey: null })
      .where(eq(generatedVideos.id, result.id));
  }
}
