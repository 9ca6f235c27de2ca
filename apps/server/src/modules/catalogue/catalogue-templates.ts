import type { Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  countPublished,
  countRecordedSales,
  countTemplates,
  findTemplateById,
  findTemplateForBuyers,
  findTemplatesByIds,
  findTemplatesWithPublicPaidMedia,
  insertTemplates,
  isMediaKeyInUse,
  nthPublishedId,
  publishedFrom,
  replaceTemplateMedia,
} from './catalogue.repository';
import { SKU_CONSTRAINT, type NewTemplate, type TemplateRow } from './catalogue.schema';

/**
 * The templates as other modules read them, inside their own transactions (a purchase, a render, a
 * like), and the catalogue's few writes besides the owner's (ADR 39): the demo's and the benchmarks'
 * rows, and paid media moved to private keys. Stateless: the table and its queries stay the
 * catalogue's own.
 */
class CatalogueTemplates {
  findTemplateById(tx: Tx, id: number): Promise<TemplateRow | undefined> {
    return findTemplateById(tx, id);
  }

  /** A template as buyers may know it: undefined for a draft, as for an id that names none. */
  findTemplateForBuyers(tx: Tx, id: number | string): Promise<TemplateRow | undefined> {
    return findTemplateForBuyers(tx, id);
  }

  findTemplatesByIds(tx: Tx, ids: number[]): Promise<TemplateRow[]> {
    return findTemplatesByIds(tx, ids);
  }

  countTemplates(tx: Tx): Promise<number> {
    return countTemplates(tx);
  }

  /** The sales the catalogue's roll-ups counted, for the invariant checks. */
  countRecordedSales(tx: Tx): Promise<number> {
    return countRecordedSales(tx);
  }

  insertTemplates(tx: Tx, rows: NewTemplate[]): Promise<TemplateRow[]> {
    return insertTemplates(tx, rows);
  }

  findTemplatesWithPublicPaidMedia(tx: Tx): Promise<TemplateRow[]> {
    return findTemplatesWithPublicPaidMedia(tx);
  }

  isMediaKeyInUse(tx: Tx, key: string): Promise<boolean> {
    return isMediaKeyInUse(tx, key);
  }

  /** The row's media replaced, only while they are still `expected`. */
  replaceTemplateMedia(
    tx: Tx,
    id: number,
    expected: TemplateRow['media'],
    next: TemplateRow['media'],
  ): Promise<boolean> {
    return replaceTemplateMedia(tx, id, expected, next);
  }

  /** How many templates are published, for the sitemaps. */
  countPublished(tx: Tx): Promise<number> {
    return countPublished(tx);
  }

  /** The id of the published template `skip` places from the first, in id order. */
  nthPublishedId(tx: Tx, skip: number): Promise<number | undefined> {
    return nthPublishedId(tx, skip);
  }

  /** Up to `limit` published templates from id `fromId` on, in id order: what a sitemap names. */
  publishedFrom(tx: Tx, fromId: number, limit: number) {
    return publishedFrom(tx, fromId, limit);
  }

  /** Whether `error` is another template holding the sku already. */
  isSkuTaken(error: unknown): boolean {
    return isUniqueViolation(error, SKU_CONSTRAINT);
  }
}

export const catalogueTemplates = new CatalogueTemplates();
