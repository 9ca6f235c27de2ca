import type { Db } from '../../db/database';
import { findTemplateSummariesByIds } from './catalogue.repository';
import type { TemplateSummaryRow } from './template-dto';
import type { SearchIndex } from './search-index/search-index';

/** About the rows of the pages most asked for: a few hundred searches' first pages. */
const KEPT_ROWS = 5000;

/**
 * What a search's page shows of its templates, kept in memory by id with the index's stamp of the
 * template when the row was read (ADR 64): every write of a template stamps it (migration 0054),
 * so a row is read again once the index holds a newer stamp. The stamp is read before the row:
 * a save committed in between leaves the row newer than its stamp, read again at the next search.
 * The purchase count, which a sale moves without a stamp, is the index's (as current as the
 * search's order). A search's page is then answered without a statement once its rows are kept.
 */
export class KeptSummaryRows {
  private readonly rows = new Map<number, { row: TemplateSummaryRow; changed: string }>();

  constructor(private readonly db: Db) {}

  /** The rows of `ids` on sale, in no particular order, from `index`'s templates' stamps. */
  async of(index: SearchIndex, ids: readonly number[]): Promise<TemplateSummaryRow[]> {
    const found: TemplateSummaryRow[] = [];
    const missing = new Map<number, string>();
    for (const id of ids) {
      const slot = index.slotOf(id);
      const template = slot === undefined ? undefined : index.template(slot);
      // Not in the index: not on sale as the search read it.
      if (!template) continue;
      const kept = this.rows.get(id);
      if (kept?.changed === template.changed) {
        this.keep(kept.row, kept.changed);
        found.push(
          kept.row.purchaseCount === template.popularity
            ? kept.row
            : { ...kept.row, purchaseCount: template.popularity },
        );
      } else {
        missing.set(id, template.changed);
      }
    }
    if (missing.size === 0) return found;
    const read = await findTemplateSummariesByIds(this.db, [...missing.keys()]);
    for (const row of read) {
      this.keep(row, missing.get(row.id)!);
      found.push(row);
    }
    return found;
  }

  /** Kept as the newest; the row asked for longest ago goes first past `KEPT_ROWS`. */
  private keep(row: TemplateSummaryRow, changed: string): void {
    this.rows.delete(row.id);
    this.rows.set(row.id, { row, changed });
    if (this.rows.size > KEPT_ROWS) this.rows.delete(this.rows.keys().next().value!);
  }
}
