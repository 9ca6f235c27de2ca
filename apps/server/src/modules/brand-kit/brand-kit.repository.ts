import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  brandKitFonts,
  brandKitLogos,
  brandKits,
  type BrandKitColor,
  type BrandKitFontRow,
  type BrandKitLogoRow,
} from './brand-kit.schema';

/** The kit's own row, or undefined while it has never been saved. */
export async function findKit(tx: Tx, accountId: string) {
  const [row] = await tx.select().from(brandKits).where(eq(brandKits.accountId, accountId));
  return row;
}

export async function saveKit(
  tx: Tx,
  accountId: string,
  kit: { colors: BrandKitColor[]; headingFontId: string | null; bodyFontId: string | null },
): Promise<void> {
  const values = { ...kit, updatedAt: new Date() };
  await tx
    .insert(brandKits)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: brandKits.accountId, set: values });
}

export const listFonts = (tx: Tx, accountId: string) =>
  tx
    .select()
    .from(brandKitFonts)
    .where(eq(brandKitFonts.accountId, accountId))
    .orderBy(asc(brandKitFonts.createdAt), asc(brandKitFonts.id));

export const listLogos = (tx: Tx, accountId: string) =>
  tx
    .select()
    .from(brandKitLogos)
    .where(eq(brandKitLogos.accountId, accountId))
    .orderBy(asc(brandKitLogos.createdAt), asc(brandKitLogos.id));

/** The account's fonts among `fontIds` (ids of other accounts' fonts are simply not there). */
export function findOwnFonts(
  tx: Tx,
  accountId: string,
  fontIds: readonly string[],
): Promise<BrandKitFontRow[]> {
  if (fontIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(brandKitFonts)
    .where(and(eq(brandKitFonts.accountId, accountId), inArray(brandKitFonts.id, [...fontIds])));
}

export async function findFontByContent(tx: Tx, accountId: string, contentSha256: string) {
  const [row] = await tx
    .select()
    .from(brandKitFonts)
    .where(
      and(eq(brandKitFonts.accountId, accountId), eq(brandKitFonts.contentSha256, contentSha256)),
    );
  return row;
}

export async function countFonts(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(brandKitFonts)
    .where(eq(brandKitFonts.accountId, accountId));
  return row?.n ?? 0;
}

export async function countLogos(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(brandKitLogos)
    .where(eq(brandKitLogos.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertFont(
  tx: Tx,
  row: typeof brandKitFonts.$inferInsert,
): Promise<BrandKitFontRow> {
  const [inserted] = await tx.insert(brandKitFonts).values(row).returning();
  return inserted!;
}

export async function insertLogo(
  tx: Tx,
  row: typeof brandKitLogos.$inferInsert,
): Promise<BrandKitLogoRow> {
  const [inserted] = await tx.insert(brandKitLogos).values(row).returning();
  return inserted!;
}

/**
 * Deletes the account's font and answers its row (undefined when it has none by that id). A kit
 * naming it as its heading or body font names none from then on (`on delete set null`).
 */
export async function deleteFont(tx: Tx, accountId: string, fontId: string) {
  const [row] = await tx
    .delete(brandKitFonts)
    .where(and(eq(brandKitFonts.accountId, accountId), eq(brandKitFonts.id, fontId)))
    .returning();
  return row;
}

export async function deleteLogo(tx: Tx, accountId: string, logoId: string) {
  const [row] = await tx
    .delete(brandKitLogos)
    .where(and(eq(brandKitLogos.accountId, accountId), eq(brandKitLogos.id, logoId)))
    .returning();
  return row;
}

export async function deleteKit(tx: Tx, accountId: string): Promise<void> {
  await tx.delete(brandKits).where(eq(brandKits.accountId, accountId));
}
