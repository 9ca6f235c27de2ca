import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type http from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import { foldedStatements } from '../../apps/server/src/db/folded-round-trips';
import {
  QUERY_STATEMENT_PREFIX,
  queryStatementText,
} from '../../apps/server/src/db/pglite-prepared';
import { statementsSent, type ProtocolState } from './sent-statements';
import type { StatementCounts } from './statement-tally';

/** A counted turn's statements: each spend's alone, and those sent outside any spend. */
export interface CountedStatements {
  spends: StatementCounts[];
  /** The process's own work meanwhile (the catalogue's version poll, the job queue's upkeep). */
  background: StatementCounts;
}

/** The spend whose statements are being sent, while a turn is counted. */
const spendOf = new AsyncLocalStorage<StatementCounts>();
let counting: CountedStatements | undefined;

/**
 * Runs `work` as one spend: while a turn is counted, every statement it sends, however deep in
 * the app, is counted as this spend's. Outside a counted turn it only runs `work`.
 */
export function asSpend<T>(work: () => T): T {
  if (!counting) return work();
  const sent: StatementCounts = new Map();
  counting.spends.push(sent);
  return spendOf.run(sent, work);
}

type Note = (key: string) => void;

/**
 * Counts each statement this process sends on node-postgres' clients (the app's pool and the
 * direct SQL's alike), under the spend that asked for it.
 */
function countPostgres(note: Note): () => void {
  type Query = (...args: Parameters<pg.Client['query']>) => unknown;
  const client = pg.Client.prototype as unknown as { query: Query };
  const query = client.query;
  client.query = function (this: pg.Client, ...args) {
    const config = args[0] as unknown;
    // A transaction's BEGIN or COMMIT riding on a statement (ADR 62) is still a statement each.
    if (typeof config === 'string')
      for (const sent of foldedStatements(config) ?? [config]) note(sent);
    else {
      const { name, text } = config as { name?: string; text?: string };
      note(name ?? text ?? '');
    }
    return query.apply(this, args);
  };
  // The pool hands a waiting `pool.query` its connection from inside the call that freed one,
  // whichever spend (or the catalogue's poll) that was: bound to the caller, the statement it then
  // sends is counted as the caller's.
  type Connect = (callback?: (...args: unknown[]) => void) => unknown;
  const pool = pg.Pool.prototype as unknown as { connect: Connect };
  const connect = pool.connect;
  pool.connect = function (this: pg.Pool, callback) {
    return callback ? connect.call(this, AsyncResource.bind(callback)) : connect.call(this);
  };
  return () => {
    client.query = query;
    pool.connect = connect;
  };
}

/**
 * Counts each statement run on the PGlite instance: everything PGlite sends its database (`query`,
 * `exec`, transactions, the prepared statements of `pglite-prepared.ts`) goes through its
 * `execProtocolRaw`, read here message by message. A statement named for its text alone (ADR 49)
 * is counted by that text, as it was when it went unnamed.
 */
function countPglite(client: PGlite, note: Note): () => void {
  const raw = client.execProtocolRaw;
  const state: ProtocolState = {};
  client.execProtocolRaw = function (this: PGlite, message, options) {
    for (const key of statementsSent(message, state)) {
      note(key.startsWith(QUERY_STATEMENT_PREFIX) ? (queryStatementText(client, key) ?? key) : key);
    }
    return raw.call(this, message, options);
  };
  return () => {
    client.execProtocolRaw = raw;
  };
}

/**
 * Makes each request `server` receives one spend: everything its listeners start, the body read
 * and the handler it wakes among them, runs as that spend.
 */
function eachRequestASpend(server: http.Server): () => void {
  const listeners = server.listeners('request') as http.RequestListener[];
  const asSpendRequest: http.RequestListener = (request, response) =>
    asSpend(() => {
      for (const listener of listeners) listener.call(server, request, response);
    });
  server.removeAllListeners('request');
  server.on('request', asSpendRequest);
  return () => {
    server.removeListener('request', asSpendRequest);
    for (const listener of listeners) server.on('request', listener);
  };
}

/**
 * A statement's name in the tables: `direct-` is the bench's own copy of an app statement, and a
 * text is shown shortened (worked out once per statement after the turn, not on every send).
 */
const tableName = (key: string) =>
  key.startsWith('direct-')
    ? key.slice('direct-'.length)
    : key.replace(/\s+/g, ' ').trim().slice(0, 48);

function byTableName(sent: StatementCounts): StatementCounts {
  const named: StatementCounts = new Map();
  for (const [key, count] of sent) {
    const name = tableName(key);
    named.set(name, (named.get(name) ?? 0) + count);
  }
  return named;
}

/**
 * Runs `work` counting every statement sent to `database` on either engine: each under the spend
 * (`asSpend`, or a request to one of `servers`) that sent it, the rest as background. Counting
 * costs this process CPU of its own (AsyncLocalStorage's hooks on every promise), so a counted
 * turn is never a timed one.
 */
export async function countingStatements<T>(
  database: Database,
  servers: http.Server[],
  work: () => Promise<T>,
): Promise<[T, CountedStatements]> {
  const counted: CountedStatements = { spends: [], background: new Map() };
  const note: Note = (key) => {
    const into = spendOf.getStore() ?? counted.background;
    into.set(key, (into.get(key) ?? 0) + 1);
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const stops = [
    database.kind === 'pglite' ? countPglite(client as PGlite, note) : countPostgres(note),
    ...servers.map(eachRequestASpend),
  ];
  counting = counted;
  let result: T;
  try {
    result = await work();
  } finally {
    counting = undefined;
    for (const stop of stops) stop();
    // Its hooks on every promise stop with it, before any timed turn.
    spendOf.disable();
  }
  return [
    result,
    { spends: counted.spends.map(byTableName), background: byTableName(counted.background) },
  ];
}
