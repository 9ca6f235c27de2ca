import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  catalogueImports,
  type CatalogueImportRow,
  type StoredManifestProblem,
} from './catalogue-imports.schema';

export async function insertImport(
  db: Db,
  values: {
    id: string;
    adminUserId: string;
    totalRows: number;
    doneRows: number;
    problems: StoredManifestProblem[];
  },
): Promise<CatalogueImportRow> {
  const [row] = await db.insert(catalogueImports).values(values).returning();
  return row!;
}

export async function findImport(db: Db, id: string): Promise<CatalogueImportRow | undefined> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  return row;
}

export async function updateImport(
  db: Db,
  id: string,
  values: Partial<Omit<CatalogueImportRow, 'id' | 'adminUserId' | 'createdAt'>>,
): Promise<void> {
  await db.update(catalogueImports).set(values).where(eq(catalogueImports.id, id));
}

/** One more row done, with its outcome counted. */
export async function countRow(
  db: Db,
  id: string,
  outcome: 'created' | 'updated' | 'unchanged' | 'failed',
): Promise<void> {
  const counted = outcome === 'failed' ? {} : { [outcome]: sql`${catalogueImports[outcome]} + 1` };
  await db
    .update(catalogueImports)
    .set({ doneRows: sql`${catalogueImports.doneRows} + 1`, ...counted })
    .where(eq(catalogueImports.id, id));
}
