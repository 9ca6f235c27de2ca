import {
  type messages,
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, which its `query` does not offer: every `query(text,
 * values)` parses and plans its text again and crosses into the database six times (parse,
 * describe, bind, describe, execute, sync). Here a statement is parsed and described once per
 * database, and each run after is one crossing (bind, execute, sync), its rows read with the row
 * description kept from the first. ADR 42 has the measurements.
 */

/** Which database a transaction belongs to: PGlite's transaction objects do not say. */
const owners = new WeakMap<object, PGlite>();

/** What is kept of a statement after its first run on a database. */
interface Described {
  paramTypes: number[];
  /** Absent for a statement that answers no rows (an insert without `returning`). */
  rowDescription: messages.BackendMessage | undefined;
}
const describedOn = new WeakMap<PGlite, Map<string, Described>>();

/**
 * The most statement texts `prepareQueriesOf` keeps prepared on a database: past it the one run
 * longest ago is closed. The store runs a few hundred texts; one built for a list of n values is a
 * text of its own, so without a bound a long-running store would keep every length it ever saw.
 */
export const KEPT_QUERY_STATEMENTS = 400;

/** How the statements `prepareQueriesOf` names for their text begin: `query-1`, `query-2`, … */
export const QUERY_STATEMENT_PREFIX = 'query-';

/** The texts `prepareQueriesOf` keeps prepared on a database, by name, least recently run first. */
interface QueryStatements {
  names: Map<string, string>;
  /** Names given so far: a text prepared again after it was closed gets a new one. */
  given: number;
  /** Statements to close with the database's next preparation (they were pushed out meanwhile). */
  closing: string[];
}
const queryStatementsOn = new WeakMap<PGlite, QueryStatements>();

/**
 * Sends every `query(text, values)` on `client`, and in each transaction it opens, as a named
 * prepared statement (`runPrepared`): parsed once per database and then run in one crossing,
 * instead of parsed and planned again in six. PostgreSQL plans it as it plans every named
 * statement (ADR 49): for each run's values at first, then once for all when that plan is no
 * worse. A search, or a query with options this cannot honour, goes through `query`
 * (`preparable`). Called once, when the database is opened, before anything else runs on it.
 */
export function prepareQueriesOf(client: PGlite): void {
  queryStatementsOn.set(client, { names: new Map(), given: 0, closing: [] });
  const query = client.query.bind(client);
  client.query = <T>(text: string, values?: unknown[], options?: QueryOptions) =>
    preparable(options)
      ? (runQuery(client, client, text, values, options) as Promise<Results<T>>)
      : query<T>(text, values, options);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      owners.set(tx, client);
      const txQuery = tx.query.bind(tx);
      tx.query = <R>(text: string, values?: unknown[], options?: QueryOptions) =>
        preparable(options)
          ? (runQuery(client, tx, text, values, options) as Promise<Results<R>>)
          : txQuery<R>(text, values, options);
      return work(tx);
    });
}

/** Whether a query is sent prepared: not one with options this cannot honour (a blob, types). */
const preparable = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes;

/** PostgreSQL's answer to a kept statement whose table changed the shape of its rows. */
const RESULT_TYPE_CHANGED = '0A000';

async function runQuery(
  db: PGlite,
  target: PGlite | Transaction,
  text: string,
  values: unknown[] = [],
  options?: QueryOptions,
): Promise<Results> {
  const name = queryStatementName(db, text);
  try {
    return await runPrepared(target, name, text, values, options);
  } catch (error) {
    // Kept from before a migration changed its table: prepared afresh. In a transaction the error
    // has ended it, so it is the caller's to run again.
    if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
    forgetQueryStatement(db, text);
    if (target !== db) throw error;
    return runPrepared(target, queryStatementName(db, text), text, values, options);
  }
}

/** The name `text` is kept prepared by on `db`, given now if it has none (pushing out the oldest). */
function queryStatementName(db: PGlite, text: string): string {
  const kept = queryStatementsOn.get(db)!;
  const known = kept.names.get(text);
  if (known) {
    // Run again: now the most recently run.
    kept.names.delete(text);
    kept.names.set(text, known);
    return known;
  }
  if (kept.names.size >= KEPT_QUERY_STATEMENTS) {
    const [oldest] = kept.names.keys();
    forgetQueryStatement(db, oldest!);
  }
  const name = `${QUERY_STATEMENT_PREFIX}${(kept.given += 1)}`;
  kept.names.set(text, name);
  return name;
}

/** The text a statement `prepareQueriesOf` named is kept for (for counting what is sent). */
export function queryStatementText(db: PGlite, name: string): string | undefined {
  for (const [text, named] of queryStatementsOn.get(db)?.names ?? []) {
    if (named === name) return text;
  }
  return undefined;
}

function forgetQueryStatement(db: PGlite, text: string) {
  const kept = queryStatementsOn.get(db)!;
  const name = kept.names.get(text);
  if (!name) return;
  kept.names.delete(text);
  describedOn.get(db)?.delete(name);
  kept.closing.push(name);
}

/**
 * Runs the statement `name` (always this `text`) with `values` on the database, or in its
 * transaction, reading its rows as `query` would with these `options`. Takes the locks PGlite's
 * own `query` takes: outside a transaction the database's (so it never runs inside someone
 * else's), and the one each statement holds. A transaction of a database opened without
 * `prepareQueriesOf` runs it through `query`, as before.
 */
export async function runPrepared(
  target: PGlite | Transaction,
  name: string,
  text: string,
  values: unknown[],
  options?: QueryOptions,
): Promise<Results> {
  if (target instanceof PGlite) {
    await target._checkReady();
    return target._runExclusiveTransaction(() =>
      target._runExclusiveQuery(() =>
        execute(target, { name, text, values, syncToFs: true }, options),
      ),
    );
  }
  const owner = owners.get(target);
  if (!owner) return target.query(text, values, options);
  // As the transaction's own `query` refuses once it has ended.
  if (target.closed) throw new Error('Transaction is closed');
  // Inside a transaction the database is written to its files at the commit, as PGlite does.
  return owner._runExclusiveQuery(() =>
    execute(owner, { name, text, values, syncToFs: false }, options),
  );
}

async function execute(
  db: PGlite,
  statement: { name: string; text: string; values: unknown[]; syncToFs: boolean },
  options: QueryOptions = {},
): Promise<Results> {
  const { serialize } = protocol;
  const described = await describe(db, statement.name, statement.text);
  const values = statement.values.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = described.paramTypes[index]!;
    const serializer = options.serializers?.[type] ?? db.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await db.execProtocol(
    joined(
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ),
    { syncToFs: statement.syncToFs, ...(options.onNotice ? { onNotice: options.onNotice } : {}) },
  );
  const answer = described.rowDescription ? [described.rowDescription, ...messages] : messages;
  return parse.parseResults(answer, db.parsers, options)[0]!;
}

/** The statement's parameter types and row description, preparing it on its first run. */
async function describe(db: PGlite, name: string, text: string): Promise<Described> {
  let described = describedOn.get(db);
  if (!described) describedOn.set(db, (described = new Map()));
  const known = described.get(name);
  if (known) return known;
  const { serialize } = protocol;
  // Those pushed out meanwhile are closed on the way (a closed statement cannot fail to close).
  const closing = queryStatementsOn.get(db)?.closing.splice(0) ?? [];
  // A statement that fails to parse throws here and is not kept: the next run tries again.
  const { messages } = await db.execProtocol(
    joined(
      ...closing.map((closed) => serialize.close({ type: 'S', name: closed })),
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ),
    { syncToFs: false },
  );
  const parameters = messages.find(
    (message): message is messages.ParameterDescriptionMessage =>
      message.name === 'parameterDescription',
  );
  const kept: Described = {
    paramTypes: parameters?.dataTypeIDs ?? [],
    rowDescription: messages.find((message) => message.name === 'rowDescription'),
  };
  described.set(name, kept);
  return kept;
}

/** Protocol messages sent as one buffer: one crossing into the database for all of them. */
function joined(...parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}
