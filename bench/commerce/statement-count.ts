import pg from 'pg';

/** Statements sent, by their prepared statement's name or (unnamed, as Drizzle sends) their text. */
export type StatementCounts = Map<string, number>;

type QueryArguments = Parameters<pg.Client['query']>;

/** A statement's name in the tables: `direct-` is the bench's own copy of an app statement. */
function statementName(config: unknown): string {
  if (typeof config === 'string') return config.replace(/\s+/g, ' ').trim().slice(0, 48);
  const { name, text } = config as { name?: string; text?: string };
  if (name) return name.replace(/^direct-/, '');
  return statementName(text ?? '');
}

/**
 * Runs `work` counting every statement this process sends to PostgreSQL on node-postgres'
 * clients (the app's pool and the direct SQL's alike), and answers the counts with its result.
 * PGlite runs in the process and has no round trip to count: nothing is counted there.
 */
export async function countingStatements<T>(work: () => Promise<T>): Promise<[T, StatementCounts]> {
  const counts: StatementCounts = new Map();
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: QueryArguments) => unknown;
  };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: QueryArguments) {
    const name = statementName(args[0]);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    return query.apply(this, args);
  };
  try {
    return [await work(), counts];
  } finally {
    prototype.query = query;
  }
}

/** Adds `more` into `total`. */
export function addCounts(total: StatementCounts, more: StatementCounts): void {
  for (const [name, count] of more) total.set(name, (total.get(name) ?? 0) + count);
}
