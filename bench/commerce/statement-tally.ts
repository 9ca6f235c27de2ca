/** Statements sent, by their prepared statement's name or (unnamed, as Drizzle sends) their text. */
export type StatementCounts = Map<string, number>;

/** What the spends of one turn sent, each spend counted alone. */
export interface SpendTally {
  spends: number;
  /** Every statement the spends sent. */
  total: number;
  /** The most statements one spend sent. */
  most: number;
  /** Each statement's count over all the spends. */
  byStatement: StatementCounts;
}

/** Adds `more` into `total`. */
export function addCounts(total: StatementCounts, more: StatementCounts): void {
  for (const [name, count] of more) total.set(name, (total.get(name) ?? 0) + count);
}

/** The spends' statements added up: every statement of every spend, however rarely it is sent. */
export function tallySpends(spends: readonly StatementCounts[]): SpendTally {
  const byStatement: StatementCounts = new Map();
  let total = 0;
  let most = 0;
  for (const sent of spends) {
    addCounts(byStatement, sent);
    const ofSpend = [...sent.values()].reduce((sum, count) => sum + count, 0);
    total += ofSpend;
    most = Math.max(most, ofSpend);
  }
  return { spends: spends.length, total, most, byStatement };
}

export interface StatementRow {
  name: string;
  /** Sent per spend by the app (through HTTP). */
  app: number;
  /** Sent per spend by the direct SQL. */
  own: number;
  /** What the app sends more per spend: any difference, however small, is shown. */
  extra: number;
}

/**
 * Each statement either side sent, per spend: the app's (through HTTP) against the direct SQL's,
 * which sends what the spend needs and nothing else. A statement sent on one spend in a thousand
 * is a row of its own: nothing is left out for being rare.
 */
export function statementRows(app: SpendTally, direct: SpendTally): StatementRow[] {
  const perSpend = (tally: SpendTally, name: string) =>
    (tally.byStatement.get(name) ?? 0) / Math.max(1, tally.spends);
  return [...new Set([...app.byStatement.keys(), ...direct.byStatement.keys()])].map((name) => {
    const row = { name, app: perSpend(app, name), own: perSpend(direct, name) };
    return { ...row, extra: row.app - row.own };
  });
}

/**
 * A figure per spend: whole when it is, else to three places, and never shown as 0 when something
 * was sent (one statement in ten thousand spends reads `<0.001`).
 */
export function perSpendText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  if (Math.abs(value) < 0.001) return value > 0 ? '<0.001' : '>-0.001';
  return value.toFixed(3);
}
