import pg from 'pg';

/** Statements sent, by their prepared statement's name or (unnamed, as Drizzle sends) their text. */
export type StatementCounts = Map<string, number>;

type QueryArguments = Parameters<pg.Client['query']>;

/** What a statement is counted under while it runs: its name, else its text, as sent. */
function statementKey(config: unknown): string {
  if (typeof config === 'string') return config;
  const { name, text } = config as { name?: string; text?: string };
  return name ?? text ?? '';
}

/**
 * A statement's name in the tables: `direct-` is the bench's own copy of an app statement, and a
 * text is shown shortened. Worked out once per statement after the turn, not on every send: done
 * per send it cost this process 1 % of a turn's CPU, which the bench then charged to the store.
 */
const tableName = (key: string) =>
  key.startsWith('direct-')
    ? key.slice('direct-'.length)
    : key.replace(/\s+/g, ' ').trim().slice(0, 48);

/**
 * Runs `work` counting every statement this process sends to PostgreSQL on node-postgres'
 * clients (the app's pool and the direct SQL's alike), and answers the counts with its result.
 * PGlite runs in the process and has no round trip to count: nothing is counted there.
 */
export async function countingStatements<T>(work: () => Promise<T>): Promise<[T, StatementCounts]> {
  const sent = new Map<string, number>();
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: QueryArguments) => unknown;
  };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: QueryArguments) {
    const key = statementKey(args[0]);
    sent.set(key, (sent.get(key) ?? 0) + 1);
    return query.apply(this, args);
  };
  let result: T;
  try {
    result = await work();
  } finally {
    prototype.query = query;
  }
  const counts: StatementCounts = new Map();
  for (const [key, count] of sent) {
    const name = tableName(key);
    counts.set(name, (counts.get(name) ?? 0) + count);
  }
  return [result, counts];
}

/** Adds `more` into `total`. */
export function addCounts(total: StatementCounts, more: StatementCounts): void {
  for (const [name, count] of more) total.set(name, (total.get(name) ?? 0) + count);
}
