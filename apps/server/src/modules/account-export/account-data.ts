import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  cartLines,
  creditLedger,
  drafts,
  generatedVideos,
  licences,
  paymentOrders,
  receipts,
  templateLikes,
  templates,
  uploads,
  users,
} from '../../db/schema';

/** A file of the person's own to pack beside the data: where it is stored, and its name in the ZIP. */
export interface ExportFile {
  key: string;
  path: string;
}

export interface AccountData {
  /** Everything the store holds about the person, as `frameshop-data.json`. */
  data: Record<string, unknown>;
  files: ExportFile[];
}

/** A file name that is safe inside a ZIP on any system: no folders, no odd characters. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';

/**
 * Everything the store holds about one person, read in one snapshot: the account, every credit
 * change, credit pack orders and receipts, licences, likes, the cart, drafts, and the uploads and
 * results with the files they name. Secrets (the password's hash, token versions) are not data
 * about the person and are left out.
 */
export async function readAccountData(tx: Tx, userId: string): Promise<AccountData> {
  const [account] = await tx.select().from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`No account ${userId} to export.`);
  const ledger = await tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.createdAt));
  const ownReceipts = await tx
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(asc(receipts.number));
  const ownLicences = await tx
    .select({ licence: licences, templateName: templates.name })
    .from(licences)
    .innerJoin(templates, eq(templates.id, licences.templateId))
    .where(eq(licences.userId, userId))
    .orderBy(asc(licences.createdAt));
  const likes = await tx.select().from(templateLikes).where(eq(templateLikes.userId, userId));
  const cart = await tx.select().from(cartLines).where(eq(cartLines.userId, userId));
  const ownDrafts = await tx.select().from(drafts).where(eq(drafts.userId, userId));
  const ownUploads = await tx
    .select()
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt));
  const results = await tx
    .select()
    .from(generatedVideos)
    .where(eq(generatedVideos.userId, userId))
    .orderBy(asc(generatedVideos.createdAt));

  const files: ExportFile[] = [];
  const fileOf = (key: string | null, path: string) => {
    if (!key) return null;
    files.push({ key, path });
    return path;
  };
  return {
    files,
    data: {
      account: {
        id: account.id,
        username: account.username,
        email: account.email,
        name: account.actualName,
        phoneNumber: account.phoneNumber,
        countryCode: account.countryCode,
        employmentField: account.empField,
        profilePicture: account.profilePicture,
        signsInWithGoogle: account.isGoogleUser,
        role: account.role,
        credits: account.credits,
        createdAt: account.createdAt,
      },
      creditLedger: ledger.map((row) => ({
        id: row.id,
        at: row.createdAt,
        change: row.delta,
        reason: row.reason,
        reference: row.reference,
        balanceAfter: row.balanceAfter,
      })),
      creditPackOrders: orders.map((order) => ({
        orderId: order.providerOrderId,
        packId: order.packId,
        credits: order.credits,
        amountPaise: order.amount,
        currency: order.currency,
        status: order.status,
        paymentId: order.paymentId,
        createdAt: order.createdAt,
        paidAt: order.paidAt,
      })),
      receipts: ownReceipts.map((receipt) => ({
        receiptNumber: receipt.number,
        issuedAt: receipt.issuedAt,
        buyerName: receipt.buyerName,
        buyerEmail: receipt.buyerEmail,
        paymentMethod: receipt.paymentMethod,
      })),
      licences: ownLicences.map(({ licence, templateName }) => ({
        licenceId: licence.id,
        templateId: String(licence.templateId),
        templateName,
        creditsPaid: licence.creditsPaid,
        source: licence.source,
        createdAt: licence.createdAt,
      })),
      likedTemplates: likes.map((like) => ({
        templateId: String(like.templateId),
        at: like.createdAt,
      })),
      cart: cart.map((line) => ({ templateId: String(line.templateId), quantity: line.quantity })),
      drafts: ownDrafts.map((draft) => ({
        templateId: String(draft.templateId),
        revision: draft.revision,
        savedAt: draft.savedAt,
        scene: draft.scene,
      })),
      uploads: ownUploads.map((upload) => ({
        uploadId: upload.id,
        kind: upload.kind,
        fileName: upload.fileName,
        bytes: upload.sizeBytes,
        width: upload.width,
        height: upload.height,
        durationSeconds: upload.durationSeconds,
        createdAt: upload.createdAt,
        file: fileOf(upload.storageKey, `uploads/${upload.id}-${safeName(upload.fileName)}`),
      })),
      results: results.map((result) => ({
        id: result.id,
        templateId: result.templateId,
        templateName: result.templateName,
        kind: result.kind,
        status: result.status,
        creditsHeld: result.credits,
        createdAt: result.createdAt,
        file: fileOf(result.outputKey, `results/${result.id}.${result.format}`),
      })),
    },
  };
}
