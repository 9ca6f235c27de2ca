import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/database';
import { renderOrders } from '../modules/generated-videos';
import { UsersService } from '../modules/users';

/** How many rows travel in one statement: large enough to be quick, small enough for PGlite's memory. */
const BATCH_ROWS = 2000;

export interface CopiedTable {
  table: string;
  rows: number;
}

export class StoreMoveError extends Error {
  override name = 'StoreMoveError';
}

/**
 * Copies every row of the store's own tables (schema `public`) from one database to another whose
 * schema is already migrated, in one transaction on the target: a move that fails leaves the target
 * as it was. Tables go parents first (by their foreign keys), identity and serial counters continue
 * after the copied rows, and each table's count is checked afterwards.
 *
 * It moves the whole store as `information_schema` lists its tables, whichever module owns each,
 * and names none of them; what it checks first (no render unfinished, no account at the
 * target) it asks of the modules that own those rows (ADR 39).
 *
 * The job queue (schema `pgboss`) is not copied: its rows belong to one pg-boss version and to the
 * processes that ran it, and the target starts its own. That is why a store with renders still
 * queued or running is refused.
 */
export async function copyDatabase(source: Database, target: Database): Promise<CopiedTable[]> {
  await refuseUnfinishedRenders(source.db);
  const tables = await tablesParentsFirst(source.db);
  await refuseFilledTarget(target.db);
  return target.db.transaction(async (tx) => {
    // Migrations may have put rows in (defaults, packs); the copy brings the source's own.
    await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(', ')} cascade`));
    // The roll-ups' triggers would count the copied rows again on top of the copied roll-ups; the
    // tables arrive as they were, so their triggers rest until the copy is in (ADR 21).
    await setUserTriggers(tx, tables, 'disable');
    const copied: CopiedTable[] = [];
    for (const table of tables) {
      const rows = await copyTable(source.db, tx, table);
      await continueCounters(tx, table);
      const [counted] = await rowsOf<{ rows: number }>(
        tx,
        `select count(*)::int as rows from ${quoted(table)}`,
      );
      if (counted?.rows !== rows) {
        throw new StoreMoveError(
          `${table}: copied ${rows} rows but the target holds ${counted?.rows}.`,
        );
      }
      copied.push({ table, rows });
    }
    await setUserTriggers(tx, tables, 'enable');
    return copied;
  });
}

async function refuseUnfinishedRenders(db: Db): Promise<void> {
  const unfinished = (await renderOrders.activeRenderIds(db)).size;
  if (unfinished > 0) {
    throw new StoreMoveError(
      `${unfinished} render(s) are still queued or running. Start the store, let them finish ` +
        '(or cancel them), stop it, and move it again.',
    );
  }
}

async function refuseFilledTarget(db: Db): Promise<void> {
  const accounts = await new UsersService(db).countAccounts();
  if (accounts > 0) {
    throw new StoreMoveError(
      `The target database already has ${accounts} account(s); a store moves only into an empty one.`,
    );
  }
}

/** The store's tables, each after every table its foreign keys point at. */
async function tablesParentsFirst(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    `select distinct child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`,
  );
  const parentsOf = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table))
      throw new StoreMoveError(`Foreign keys form a cycle: ${path.join(' → ')}`);
    for (const parent of parentsOf.get(table) ?? []) place(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name, []);
  return ordered;
}

/**
 * Copies one table in batches, as JSON rows the target reads back into its own column types. A
 * transaction id (`xid8`, the search index's stamps) names a transaction of the source: the
 * target stamps the rows with its own, by the column's default.
 */
async function copyTable(source: Db, target: Tx, table: string): Promise<number> {
  const columns = await rowsOf<{ name: string }>(
    source,
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER'
        and data_type <> 'xid8'
      order by ordinal_position`,
  );
  const list = columns.map(({ name }) => quoted(name)).join(', ');
  let copied = 0;
  for (;;) {
    // ctid orders the rows as they lie; nothing writes to the source while it moves.
    const [batch] = await rowsOf<{ rows: unknown[] | null }>(
      source,
      `select json_agg(r) as rows from (select ${list} from ${quoted(table)} order by ctid
        limit ${BATCH_ROWS} offset ${copied}) r`,
    );
    const rows = batch?.rows ?? [];
    if (rows.length === 0) return copied;
    await target.execute(
      sql`insert into ${sql.raw(quoted(table))} (${sql.raw(list)}) overriding system value
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(quoted(table))}, ${JSON.stringify(rows)}::json)`,
    );
    copied += rows.length;
    if (rows.length < BATCH_ROWS) return copied;
  }
}

/** Serial and identity counters continue after the highest copied value, as they did at the source. */
async function continueCounters(tx: Tx, table: string): Promise<void> {
  const counters = await rowsOf<{ column: string; sequence: string }>(
    tx,
    `select column_name as column, pg_get_serial_sequence('${quoted(table)}', column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and table_name = '${table}'
        and pg_get_serial_sequence('${quoted(table)}', column_name) is not null`,
  );
  for (const { column, sequence } of counters) {
    await tx.execute(
      sql.raw(
        `select setval('${sequence}', coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
  }
}

async function setUserTriggers(tx: Tx, tables: string[], state: 'enable' | 'disable') {
  for (const table of tables) {
    await tx.execute(sql.raw(`alter table ${quoted(table)} ${state} trigger user`));
  }
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

async function rowsOf<Row>(db: Tx, text: string): Promise<Row[]> {
  return (await db.execute<Row & Record<string, unknown>>(sql.raw(text))).rows;
}
