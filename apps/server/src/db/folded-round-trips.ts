import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A transaction's BEGIN and COMMIT ride on its statements, on PostgreSQL (ADR 62). node-postgres
 * sends a statement only once the one before it is answered, so a spend's BEGIN, its locking read,
 * its charge and its COMMIT were four round trips, each a wake-up of the server and of the
 * database; a payer's row stayed locked from the read's answer through the charge's and the
 * COMMIT's. Here a pooled connection's BEGIN waits for the transaction's first statement and goes
 * with it, and a statement sent `withCommit` takes the COMMIT with it: a purchase is two round
 * trips, and its row is held for one.
 *
 * Both go as one simple-protocol message (`BEGIN; EXECUTE …`), which runs its statements in turn
 * and stops at the first error: a failing statement leaves the transaction aborted for the
 * caller's ROLLBACK, and a COMMIT after it is never run. A statement goes this way by its SQL
 * prepared name (`PREPARE`, once per connection), its values written as literals exactly as the
 * driver would send them as parameters; a transaction whose first statement is not a named one
 * sends its BEGIN first, as before.
 */

/** Marks a query config whose statement is the transaction's last: its COMMIT goes with it. */
export const WITH_COMMIT = Symbol('sent with the transaction’s COMMIT');

/**
 * Marks a statement sent with its COMMIT whose locks go at the COMMIT, before its WAL is flushed:
 * a row many transactions queue on (a team's balance, ADR 63) is held for the statement alone,
 * not for the disk's flush as well. The answer still waits for the flush: the COMMIT is made
 * asynchronous for this transaction alone (`SET LOCAL`), and a synchronous write right after it on
 * the same connection (a transactional WAL message, written by a transaction of its own) flushes
 * the WAL up to its own commit, after this one's, before the message is answered. A transaction
 * that read this one's writes in between commits later in the WAL, so it is never durable without
 * this one.
 */
export const RELEASE_FIRST = Symbol('its locks released before its COMMIT is flushed');
const RELEASED_FIRST_COMMIT = [
  'SET LOCAL synchronous_commit TO off',
  'COMMIT',
  "SELECT pg_logical_emit_message(true, 'frameshop', 'flushed')",
].join(';');

interface ConnectionState {
  /** A BEGIN the caller sent that has not gone to the database: it rides on the next statement. */
  beginHeld: boolean;
  /** The transaction committed with its last statement: the caller's own COMMIT sends nothing. */
  committed: boolean;
  /** The statements this connection has PREPAREd by their SQL name. */
  prepared: Set<string>;
}

interface QueryConfig {
  name?: string;
  text?: string;
  values?: unknown[];
  /** A caller's own parsing of the rows (Drizzle's): the folded message would not apply it. */
  types?: unknown;
  rowMode?: unknown;
  [WITH_COMMIT]?: boolean;
  [RELEASE_FIRST]?: boolean;
}

const EMPTY_RESULT = Object.freeze({ command: '', rowCount: 0, rows: [], fields: [] });

/**
 * Each statement's SQL name, by its name and text (a name PREPARE takes is an identifier of at
 * most 63 bytes, which a statement's own name can pass), and the way back for the counter.
 */
const sqlNames = new Map<string, { text: string; sqlName: string }>();
const statementNames = new Map<string, string>();

function sqlNameOf(name: string, text: string): string {
  const known = sqlNames.get(name);
  if (known?.text === text) return known.sqlName;
  const digest = createHash('sha1').update(name).update('\0').update(text).digest('hex');
  const sqlName = `folded_${digest.slice(0, 24)}`;
  sqlNames.set(name, { text, sqlName });
  statementNames.set(sqlName, name);
  return sqlName;
}

/** The driver's own conversion of a parameter to its text (not in its type declarations). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

/** A value as a literal: what the driver would have sent as the parameter, quoted. */
function literal(value: unknown): string {
  const prepared = prepareValue(value) as string | Buffer | null | undefined;
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) return pg.escapeLiteral(`\\x${prepared.toString('hex')}`);
  return pg.escapeLiteral(prepared);
}

const BEGIN = 'BEGIN';
const COMMIT = 'COMMIT';
/** Whether `text` is the bare word (`begin`, `commit`…), without copying a long statement's text. */
const isBare = (text: string | undefined, word: string) =>
  text !== undefined && text.length <= word.length + 4 && text.trim().toUpperCase() === word;

/**
 * The statements a message this module sends runs, by the names they were sent with
 * (`begin`, a prepared statement's own name, `commit`); none for its PREPARE, which runs nothing
 * (as the extended protocol's Parse); undefined for any other text. The bench's statement counter
 * counts a folded message as the statements in it.
 */
export function foldedStatements(text: string): string[] | undefined {
  const prepared = /^PREPARE (folded_[0-9a-f]+) AS /.exec(text);
  if (prepared && statementNames.has(prepared[1]!)) return [];
  const match = /^(BEGIN;)?EXECUTE (folded_[0-9a-f]+)\(/.exec(text);
  if (!match) return undefined;
  const name = statementNames.get(match[2]!);
  if (name === undefined) return undefined;
  const statements = [...(match[1] ? ['begin'] : []), name];
  if (text.endsWith(`;${RELEASED_FIRST_COMMIT}`)) return [...statements, 'commit', 'flush'];
  return text.endsWith(`;${COMMIT}`) ? [...statements, 'commit'] : statements;
}

const driverQuery = () => pg.Client.prototype.query as (...args: unknown[]) => unknown;

/**
 * Makes a pooled connection fold its transactions' BEGIN and COMMIT into their statements. Only
 * promise-style calls are folded; a callback or a submittable query (pg-boss, the pool's own
 * `pool.query`) goes through untouched.
 */
export function foldRoundTrips(client: pg.PoolClient): void {
  const state: ConnectionState = { beginHeld: false, committed: false, prepared: new Set() };
  // Looked up at each call, not kept: whatever wraps the driver's query (the bench's counter) sees
  // every message this sends.
  const send = (config: QueryConfig | string, values?: unknown[]) =>
    driverQuery().call(client, config, values) as Promise<pg.QueryResult | pg.QueryResult[]>;

  async function prepare(sqlName: string, text: string) {
    // Its own round trip, once per connection: a PREPARE in the folded message would be undone by
    // nothing when the message fails, but would leave the name taken without this set knowing.
    await send(`PREPARE ${sqlName} AS ${text}`);
    state.prepared.add(sqlName);
  }

  async function folded(config: QueryConfig & { name: string; text: string }, values: unknown[]) {
    const sqlName = sqlNameOf(config.name, config.text);
    // Awaited only when it sends something: a statement prepared before waits no extra turn.
    if (!state.prepared.has(sqlName)) await prepare(sqlName, config.text);
    const begin = state.beginHeld;
    const commit = config[WITH_COMMIT] === true;
    const ending = config[RELEASE_FIRST] === true ? RELEASED_FIRST_COMMIT : COMMIT;
    const execute = `EXECUTE ${sqlName}(${values.map(literal).join(',')})`;
    state.beginHeld = false;
    const results = await send(
      `${begin ? `${BEGIN};` : ''}${execute}${commit ? `;${ending}` : ''}`,
    );
    // Only once the whole message ran: a statement that failed left the transaction open and
    // aborted, for the caller's ROLLBACK to end.
    if (commit) state.committed = true;
    const all = Array.isArray(results) ? results : [results];
    return all[begin ? 1 : 0]!;
  }

  async function query(config: QueryConfig | string, values?: unknown): Promise<unknown> {
    const asConfig: QueryConfig = typeof config === 'string' ? { text: config } : config;
    const params = (Array.isArray(values) ? values : asConfig.values) ?? [];
    const { name, text } = asConfig;
    if (!name && isBare(text, BEGIN)) {
      state.beginHeld = true;
      state.committed = false;
      return EMPTY_RESULT;
    }
    if (!name && (isBare(text, COMMIT) || isBare(text, 'ROLLBACK'))) {
      // Nothing sent since BEGIN, or committed with its last statement: nothing left to end.
      if (state.beginHeld || state.committed) {
        state.beginHeld = false;
        state.committed = false;
        return EMPTY_RESULT;
      }
      return send(config, values as unknown[] | undefined);
    }
    if (state.committed) {
      throw new Error('A statement was sent after its transaction committed with its last one.');
    }
    const foldable = name && text && asConfig.types === undefined && asConfig.rowMode === undefined;
    if (foldable && (state.beginHeld || asConfig[WITH_COMMIT])) {
      return folded({ ...asConfig, name, text }, params);
    }
    if (state.beginHeld) {
      state.beginHeld = false;
      await send(BEGIN);
    }
    return send(config, values as unknown[] | undefined);
  }

  client.query = function (config: unknown, values?: unknown, callback?: unknown) {
    const promised =
      callback === undefined &&
      typeof values !== 'function' &&
      (typeof config === 'string' ||
        (typeof config === 'object' &&
          config !== null &&
          typeof (config as { submit?: unknown }).submit !== 'function' &&
          typeof (config as { callback?: unknown }).callback !== 'function'));
    if (promised) return query(config as QueryConfig | string, values);
    if (state.beginHeld) {
      // Queued ahead of the call: the driver sends its queries in the order they were made.
      state.beginHeld = false;
      void send(BEGIN).catch(() => {});
    }
    return driverQuery().call(client, config, values, callback);
  } as pg.PoolClient['query'];
}
