import { performance } from 'node:perf_hooks';
import type { Orientation, TemplateKind } from '@frameshop/contract';
import type { Db } from '../../../db/database';
import { preparedStatement } from '../../../db/prepared-statement';
import { normaliseQuery, SYNONYMS_VERSION_SQL } from '../../search';
import { inSlices } from './in-slices';
import type { IndexSnapshots, ReadWindow } from './index-snapshots';
import { rebuiltIndex, SearchIndex, textWordsOf, type TemplateRead } from './search-index';

/** A template's columns as the index reads them. */
export interface IndexedRow {
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

/** A row of a read of changes: a template (or none), with the read's snapshot. */
interface ChangedRow extends IndexedRow {
  /** The statement snapshot's `xmax`: every transaction from it on had not begun. */
  until: string;
  /** The snapshot's transactions still running: their stamps are read again next time. */
  running: string[];
  synonyms_version: string | number;
  /**
   * Templates sold in the window, each `[id, stamp, purchase count]`, on one row of the read
   * (`soldIn`); null on the others, and on the first read.
   */
  sold: [string | number, string, number][] | null;
}

/**
 * The stamps a read asks for ($1 the last read's `xmax`, $2 the transactions it saw running):
 * every stamp it could not see is one of those or from `xmax` on. Stamps at or past this
 * statement's own `xmax` are from no transaction of this database: a logical restore (or a move
 * to another cluster) brought them from one whose counter was further on (ADR 58). They were read
 * by the first read, and are left until this database's counter passes them.
 */
const inWindow = (column: string) =>
  `${fromWatermark(column)} and ${column} < pg_snapshot_xmax(pg_current_snapshot())`;

/**
 * The stamps from a watermark on ($1 its `xmax`, $2 its transactions running), whatever their
 * bound: the read that brings a snapshot on disk current at boot (ADR 58). A database moved or
 * restored since may hold stamps past its own counter written after the snapshot, and this read
 * takes them as the first read takes every stamp; later reads leave them out, as after any read.
 */
const fromWatermark = (column: string) =>
  `(${column} >= $1::xid8 or ${column} = any($2::text[]::xid8[]))`;

/**
 * The templates `stamped` names (a query of `template_search_changes` as `c`), each with the
 * statement's snapshot (its `xmax` and its transactions still running): the next read asks for
 * the stamps of those and from `xmax` on. A deleted template comes without its row. Always one
 * row at least, for the snapshot, the sales and the owner's synonyms' version: a search is
 * planned against synonyms as current as the templates it finds. The sales come on one row only:
 * repeated on each, a read of 1,000 templates and 5,000 sales (a boot from a snapshot) sent and
 * parsed their list 1,000 times, 2 s of a 2.1 s read.
 */
const changedRows = (stamped: string, sold: string) =>
  `select h.until, h.running, h.synonyms_version,
      case when row_number() over () = 1 then h.sold end as sold, t.*
    from (select pg_snapshot_xmax(s)::text as until,
      array(select x::text from pg_snapshot_xip(s) as x) as running,
      ${SYNONYMS_VERSION_SQL} as synonyms_version, ${sold} as sold
      from pg_current_snapshot() as s) as h
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

/**
 * Every template on sale, a page at a time by id ($1 the last id of the page before, $2 the
 * page's size): the first read. Each page's statement has its own snapshot; the load keeps the
 * first page's as its window, so every template written after it is read again by the read that
 * follows the load, whichever page it fell in.
 */
const everyTemplatePage = preparedStatement<ChangedRow>(
  'search-index-load-page',
  changedRows(
    `select template_id, changed from template_search_changes
      where template_id in (select id from templates where status = 'published')
        and template_id > $1
      order by template_id limit $2`,
    'null::json',
  ),
);

/**
 * Templates a page of the first load reads. Read in one statement, every row was held until the
 * last was put; a page's rows die young, and the database makes the next page's documents while
 * this one's are put. At 100,000 templates the load's heap peaked at 168 to 186 MB against 207 to
 * 218, and it took 5.0 to 5.2 s against 5.3 to 5.4 (issue 80, ADR 58).
 */
const LOAD_PAGE = 2000;

/**
 * What changed where `within` says of a stamp: the templates to make again, and the sales, each
 * read as its count (migration 0045): a sale's template's document is not made again.
 */
const changesWithin = (within: (column: string) => string) =>
  changedRows(
    `select template_id, changed from template_search_changes where ${within('changed')}`,
    `(select json_agg(json_build_array(p.template_id, p.changed::text, t.purchase_count))
      from template_popularity_changes p join templates t on t.id = p.template_id
      where ${within('p.changed')})`,
  );

/** What changed in the window: a read before each search. */
const changedSince = preparedStatement<ChangedRow>('search-index-changes', changesWithin(inWindow));

/** What changed since a snapshot's watermark: the read at boot that brings it current. */
const changedSinceSnapshot = preparedStatement<ChangedRow>(
  'search-index-changes-since-snapshot',
  changesWithin(fromWatermark),
);

/**
 * The templates on sale whose text holds one of $1's words (each a piece of the lower-cased text,
 * as the spec's match reads it): what a search asked during the first load is answered from.
 * Read from the templates alone: the stamps' table may be held by the load.
 */
const holdingWords = preparedStatement<ChangedRow>(
  'search-index-holding-words',
  changedRows(
    `select id as template_id, '0'::xid8 as changed from templates
      where status = 'published'
        and exists (select from unnest($1::text[]) as w where strpos(search_text, w) > 0)`,
    'null::json',
  ),
);

/**
 * When a snapshot on disk is written again (ADR 58): once this many templates, or this share of
 * the catalogue, were put since the last (each costs a document made and put at boot), and at
 * most this often.
 */
const SNAPSHOT_AGAIN_TEMPLATES = 2000;
const SNAPSHOT_AGAIN_SHARE = 0.05;
const SNAPSHOT_AGAIN_MS = 10 * 60_000;

/**
 * How long a search asked during the first load waits for it before it is answered from the
 * templates whose text holds its words (a load of 100,000 templates takes seconds).
 */
const LOAD_WAIT_MS = 1000;

/** The sales a read brought, on whichever of its rows holds them. */
const soldIn = (rows: readonly ChangedRow[]) => rows.find((row) => row.sold !== null)?.sold ?? [];

/** What the index keeps of a row read (the memory bench reads its templates the same way). */
export const templateOf = (row: IndexedRow): TemplateRead => ({
  id: Number(row.id),
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

/**
 * The catalogue's search index kept current with the database (ADR 50, ADR 58). Every write to
 * what a search reads stamps the template with its transaction (`template_search_changes`,
 * migration 0037), a deletion too, and a sale its popularity (`template_popularity_changes`);
 * `current()` reads what changed since the last read in one statement, so a search sees every
 * change committed before it began, on every API process, whoever wrote it. `load()` starts the
 * first read at boot; the index is built in slices that yield to the event loop, and built again
 * the same way (into a new index swapped in) once a quarter of its postings are dead.
 */
export class LiveSearchIndex {
  private index: SearchIndex | undefined;
  private synonymsVersion = 0;
  private window: ReadWindow | undefined;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** The build of a new index from the live one's templates, while it runs. */
  private rebuilding: Promise<void> | undefined;
  /** Templates written while a new index is built: put in it again before it is swapped in. */
  private writtenWhileRebuilding: Set<number> | undefined;
  /** Templates read so far (a whole load counts each), and reads: for tests and the bench. */
  readonly reads = { templates: 0, reads: 0, templatesIndexed: 0 };
  /** Whether the first load came from a snapshot on disk. */
  private snapshotLoaded = false;
  /**
   * The last load from nothing (a new object each time) and whether it runs: a snapshot begun
   * before or during one may be of another database (the counter went back), and is not written.
   */
  private loads = { running: false };
  /** Templates put since the last snapshot was written (or read), and when it was. */
  private sinceSnapshot = { templates: 0, at: -Infinity };

  constructor(
    private readonly db: Db,
    private readonly options: {
      snapshots?: IndexSnapshots;
      /**
       * How a new index is built from the live one's templates: `rebuiltIndex`, or a test's that
       * holds it once built (a few hundred templates are built before any read could land).
       */
      rebuild?: (live: SearchIndex) => Promise<SearchIndex>;
      /** Templates a page of the first load reads: `LOAD_PAGE`, or a test's, smaller. */
      loadPage?: number;
    } = {},
  ) {}

  /** Starts loading the index (at boot), if not already: answers when it is loaded. */
  load(): Promise<void> {
    return this.index ? Promise.resolve() : this.refresh();
  }

  /** The index as the last read left it, once the first load is done: nothing read for it. */
  get loaded(): SearchIndex | undefined {
    return this.index;
  }

  /** Whether the first load is done: until then searches wait for it. */
  get ready(): boolean {
    return this.index !== undefined;
  }

  /** The index's own new build from its live templates, if one runs (for tests and the bench). */
  get compaction(): Promise<void> | undefined {
    return this.rebuilding;
  }

  /** Whether the first load came from a snapshot on disk (for tests and the bench). */
  get fromSnapshot(): boolean {
    return this.snapshotLoaded;
  }

  /** The snapshot being written to disk, if one is (for tests and the bench). */
  get snapshotWrite(): Promise<void> | undefined {
    return this.options.snapshots?.pending;
  }

  /**
   * The index with every change committed before the call, and the version of the owner's
   * synonyms read with it.
   */
  async current(): Promise<{ index: SearchIndex; synonymsVersion: number }> {
    await this.refresh();
    return { index: this.index!, synonymsVersion: this.synonymsVersion };
  }

  /**
   * The index to answer a search from: the live one, or, while the first load has not ended
   * within `LOAD_WAIT_MS`, one of the templates on sale whose text holds a word of the search
   * (or the search itself), read for it alone (ADR 58). Its answers are ranked as the index
   * ranks them; a template found only by a stem, a synonym or a typo its text does not hold, or
   * by a section's name, is left out until the load ends.
   */
  async currentFor(q: string): Promise<{ index: SearchIndex; synonymsVersion: number }> {
    if (!this.index) {
      const loaded = this.load().then(() => true);
      const waited = await Promise.race([
        loaded,
        new Promise<false>((resolve) => setTimeout(() => resolve(false), LOAD_WAIT_MS).unref()),
      ]);
      if (!waited) {
        // The load goes on; its failure is for the next search to meet, not an unhandled one.
        loaded.catch(() => undefined);
        return this.holding(q);
      }
    }
    return this.current();
  }

  /** An index of the templates on sale whose text holds a word of `q`, or `q` itself. */
  private async holding(q: string): Promise<{ index: SearchIndex; synonymsVersion: number }> {
    const typed = normaliseQuery(q);
    const words = [...new Set([typed, q.trim().toLowerCase(), ...textWordsOf(typed)])];
    const rows = await holdingWords(this.db, [words.filter(Boolean)]);
    const index = new SearchIndex();
    // In slices too: a common word's holders are thousands, read beside the load.
    await inSlices(rows, (row) => {
      if (row.id !== null) index.put(templateOf(row));
    });
    return { index, synonymsVersion: Number(rows[0]!.synonyms_version) };
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
    const window = this.window;
    if (!window || !this.index) return this.loadEverything();
    const rows = await changedSince(this.db, [window.until, window.running]);
    const head = rows[0]!;
    this.count(rows);
    if (BigInt(head.until) < BigInt(window.until)) {
      // The counter went back: another database (a restore, a move, a failover to a copy).
      return this.loadEverything();
    }
    // Into the index of the moment, each row: a new one may be swapped in between slices.
    await this.applyRead(rows, () => this.index!);
    const index = this.index;
    if (index.wantsCompaction && !this.rebuilding) {
      this.rebuilding = this.rebuild(index).finally(() => {
        this.rebuilding = undefined;
      });
    }
    this.snapshotIfDue();
  }

  /** A read's rows applied to the index `into` gives, its sales, and its window kept. */
  private async applyRead(rows: readonly ChangedRow[], into: () => SearchIndex): Promise<void> {
    const head = rows[0]!;
    const indexed = this.reads.templatesIndexed;
    await inSlices(rows, (row) => this.apply(into(), row));
    this.sinceSnapshot.templates += this.reads.templatesIndexed - indexed;
    const index = into();
    for (const [id, , purchases] of soldIn(rows)) {
      // A new index being built copied the template before or after the sale: put it again.
      this.writtenWhileRebuilding?.add(Number(id));
      index.setPopularity(Number(id), purchases);
    }
    this.window = { until: head.until, running: head.running };
    this.synonymsVersion = Number(head.synonyms_version);
  }

  /**
   * The first load from the snapshot on disk, if there is one this database may use, brought
   * current by one read of what changed since its watermark (ADR 58): whether it was.
   */
  private async loadSnapshot(snapshots: IndexSnapshots): Promise<boolean> {
    const snapshot = await snapshots.read();
    if (!snapshot) return false;
    const rows = await changedSinceSnapshot(this.db, [
      snapshot.window.until,
      snapshot.window.running,
    ]);
    this.count(rows);
    // Written again as soon as the templates read since it are many: the next boot reads fewer.
    this.sinceSnapshot = { templates: 0, at: -Infinity };
    await this.applyRead(rows, () => snapshot.index);
    await snapshot.index.orderByPopularity();
    this.index = snapshot.index;
    this.snapshotLoaded = true;
    return true;
  }

  /** The first read, or a read again from nothing: every template on sale, into a new index. */
  private async loadEverything(): Promise<void> {
    this.loads = { running: true };
    try {
      await this.loadFromNothing();
    } finally {
      this.loads.running = false;
    }
    this.snapshotIfDue();
  }

  private async loadFromNothing(): Promise<void> {
    const { snapshots } = this.options;
    if (!this.index && snapshots && (await this.loadSnapshot(snapshots))) return;
    const fresh = new SearchIndex();
    const pageSize = this.options.loadPage ?? LOAD_PAGE;
    let head: ChangedRow | undefined;
    let page = everyTemplatePage(this.db, [0, pageSize]);
    this.reads.reads += 1;
    for (;;) {
      const rows = await page;
      head ??= rows[0]!;
      const ids = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
      this.reads.templates += ids.length;
      const more = ids.length === pageSize;
      if (more) {
        page = everyTemplatePage(this.db, [Math.max(...ids), pageSize]);
        // Awaited after this page is put; a failure meanwhile is not an unhandled one.
        page.catch(() => undefined);
      }
      await inSlices(rows, (row) => {
        if (row.id === null) return;
        this.reads.templatesIndexed += 1;
        fresh.put(templateOf(row));
      });
      if (!more) break;
    }
    await fresh.orderByPopularity();
    this.index = fresh;
    this.window = { until: head.until, running: head.running };
    this.synonymsVersion = Number(head.synonyms_version);
    // Due at once: every template was put.
    this.sinceSnapshot = { templates: Infinity, at: -Infinity };
  }

  /**
   * A snapshot written again once enough templates were put since the last (each would be read
   * and put again at boot), at most every `SNAPSHOT_AGAIN_MS`.
   */
  private snapshotIfDue(): void {
    const size = this.index?.size ?? 0;
    const since = this.sinceSnapshot;
    const many = since.templates >= Math.max(SNAPSHOT_AGAIN_TEMPLATES, size * SNAPSHOT_AGAIN_SHARE);
    if (many && performance.now() - since.at >= SNAPSHOT_AGAIN_MS) this.writeSnapshot();
  }

  /**
   * Writes a snapshot of the index to disk, in slices, off the request path (ADR 58): after a
   * load from the database, after a new index is swapped in, and when due. A failed write is
   * logged by the caller's log and tried again when next due.
   */
  private writeSnapshot(): void {
    const { snapshots } = this.options;
    const loads = this.loads;
    if (!snapshots || snapshots.pending || loads.running || !this.index || !this.window) return;
    this.sinceSnapshot = { templates: 0, at: performance.now() };
    snapshots
      .write(
        () => ({ index: this.index!, window: this.window! }),
        () => this.loads === loads,
      )
      .catch((error: unknown) => snapshots.failed(error));
  }

  private count(rows: readonly ChangedRow[]): void {
    this.reads.reads += 1;
    for (const row of rows) if (row.id !== null) this.reads.templates += 1;
  }

  private apply(index: SearchIndex, row: ChangedRow): void {
    if (row.id === null) return;
    const id = Number(row.id);
    this.writtenWhileRebuilding?.add(id);
    if (row.status !== 'published') {
      index.remove(id);
      return;
    }
    const slot = index.slotOf(id);
    if (slot !== undefined && index.template(slot)!.changed === row.changed) return;
    this.reads.templatesIndexed += 1;
    index.put(templateOf(row));
  }

  /**
   * A new index of the live one's templates, built in slices while the live one answers and
   * takes changes; the templates written meanwhile are put in it again, and it is swapped in.
   */
  private async rebuild(live: SearchIndex): Promise<void> {
    const written = new Set<number>();
    this.writtenWhileRebuilding = written;
    try {
      const fresh = await (this.options.rebuild ?? rebuiltIndex)(live);
      // The templates written meanwhile, in slices too (an import may land thousands), until
      // none is left: then the swap, in the same turn as the last check.
      while (written.size > 0) {
        // Loaded again from nothing meanwhile: that index is newer than this one.
        if (this.index !== live) return;
        const ids = [...written];
        written.clear();
        await inSlices(ids, (id) => {
          const slot = live.slotOf(id);
          // A copy: the live index changes its templates in place.
          if (slot === undefined) fresh.remove(id);
          else fresh.putFrom(live, slot);
        });
      }
      if (this.index === live) {
        fresh.takePopularityOrders(live);
        this.index = fresh;
        // A snapshot of the new index holds no dead slot: smaller, and read faster.
        this.writeSnapshot();
      }
    } finally {
      this.writtenWhileRebuilding = undefined;
    }
  }
}
