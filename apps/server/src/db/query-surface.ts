import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type RowsOf<Row> = { rows: Row[] };

/** Both drivers answer raw queries with `{ rows }`; this lets `db.execute<Row>()` say so. */
interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsOf<this['row']>;
}

/** The query surface shared by both engines; repositories take this and never know which one runs. */
export type Db = PgDatabase<RowsQueryResultHKT>;

/** A transaction or the database itself: a repository call joins its caller's transaction, if any. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
