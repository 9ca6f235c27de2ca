import type { Orientation, TemplateKind } from '@frameshop/contract';
import type { Db } from '../../../db/database';
import { preparedStatement } from '../../../db/prepared-statement';
import { SYNONYMS_VERSION_SQL } from '../../search';
import { SearchIndex } from './search-index';

interface ChangedRow {
  horizon: string;
  synonyms_version: string | number;
  id: string | number | null;
  kind: TemplateKind;
  /** Null for a template deleted. */
  status: string | null;
  sections: string[];
  orientation: Orientation;
  price: number;
  price_ind: number | null;
  duration_seconds: number | null;
  purchase_count: number;
  search_text: string;
  document: string;
  changed: string;
}

/**
 * The templates `stamped` names (a query of `template_search_changes` as `c`), each with the
 * horizon of the statement's snapshot (the oldest transaction still running): every change it
 * could not see is at or after that horizon, so the next read asks from there. A deleted
 * template comes without its row. Always one row at least, for the horizon and the owner's
 * synonyms' version: a search is planned against synonyms as current as the templates it finds.
 */
const changedRows = (stamped: string) =>
  `select h.horizon, h.synonyms_version, t.*
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      ${SYNONYMS_VERSION_SQL} as synonyms_version) as h
    left join lateral (
      select c.template_id as id, c.changed::text as changed, t.*
      from (${stamped}) as c left join lateral (
        select kind, status, sections, price, price_ind, duration_seconds,
          template_orientation(video_layout, width, height) as orientation,
          purchase_count, search_text,
          template_search_document(name, description, categories, sections)::text as document
        from templates where id = c.template_id
        -- Kept a lookup by id for each stamp: joined as a whole, a stamps table whose statistics
        -- are not yet gathered (after a large import) was planned as a scan of every template.
        offset 0
      ) as t on true
    ) as t on true`;

/** Every template on sale: the first read. */
const everyTemplate = preparedStatement<ChangedRow>(
  'search-index-load',
  changedRows(`select template_id, changed from template_search_changes
    where template_id in (select id from templates where status = 'published')`),
);

/** What changed since a horizon ($1): a read before each search. */
const changedSince = preparedStatement<ChangedRow>(
  'search-index-changes',
  changedRows('select template_id, changed from template_search_changes where changed >= $1::xid8'),
);

/**
 * The catalogue's search index kept current with the database (ADR 50). Every write to what a
 * search reads stamps the template with its transaction (`template_search_changes`, migration
 * 0037), a deletion too; `current()` reads what changed since the last read in one statement, so
 * a search sees every change committed before it began, on every API process, whoever wrote it.
 * The first search loads every template on sale.
 */
export class LiveSearchIndex {
  private readonly index = new SearchIndex();
  private synonymsVersion = 0;
  private horizon: string | undefined;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /**
   * The index with every change committed before the call, and the version of the owner's
   * synonyms read with it.
   */
  async current(): Promise<{ index: SearchIndex; synonymsVersion: number }> {
    await this.refresh();
    return { index: this.index, synonymsVersion: this.synonymsVersion };
  }

  /**
   * One read at a time; a caller who comes while one runs waits for the next, which starts after
   * it and so sees what the caller's own writes committed. Every waiting caller shares it.
   */
  private refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.read().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.refresh();
      });
    return this.queued;
  }

  private async read(): Promise<void> {
    const since = this.horizon;
    const rows =
      since === undefined ? await everyTemplate(this.db, []) : await changedSince(this.db, [since]);
    for (const row of rows) {
      if (row.id === null) continue;
      const id = Number(row.id);
      if (row.status !== 'published') {
        this.index.remove(id);
        continue;
      }
      const slot = this.index.slotOf(id);
      if (slot !== undefined && this.index.template(slot)!.changed === row.changed) continue;
      this.index.put({
        id,
        kind: row.kind,
        sections: row.sections,
        orientation: row.orientation,
        price: row.price,
        priceInd: row.price_ind,
        durationSeconds: row.duration_seconds,
        popularity: row.purchase_count,
        text: row.search_text,
        document: row.document,
        changed: row.changed,
      });
    }
    this.horizon = rows[0]!.horizon;
    this.synonymsVersion = Number(rows[0]!.synonyms_version);
  }
}
