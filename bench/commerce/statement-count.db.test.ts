import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatement } from '../../apps/server/src/db/prepared-statement';
import { benchEngines, openEngine } from '../support/engine';
import { asSpend, countingStatements } from './statement-count';
import type { StatementCounts } from './statement-tally';

const lockProbe = preparedStatement<{ n: number }>('count-probe', 'select $1::int as n');

/** Counts with their names in lower case: PGlite begins with `BEGIN`, Drizzle on pg with `begin`. */
const lowerCase = (counts: StatementCounts) =>
  Object.fromEntries([...counts].map(([name, count]) => [name.toLowerCase(), count]));

describe.each(benchEngines)('counting the statements of each spend on %s', (engine) => {
  let opened: Awaited<ReturnType<typeof openEngine>>;
  beforeAll(async () => {
    opened = await openEngine(engine);
  });
  afterAll(async () => {
    await opened?.drop();
  });

  /**
   * One spend, as a render order sends it: a statement on the pool (its token check), then a
   * transaction with a prepared statement and a Drizzle query.
   */
  const spend = async () => {
    await opened.database.db.execute(sql`select 1 as n`);
    await opened.database.db.transaction(async (tx) => {
      await lockProbe(tx, [1]);
      await tx.execute(sql`select 2 as n`);
    });
  };
  const spendStatements = {
    'select 1 as n': 1,
    begin: 1,
    'count-probe': 1,
    'select 2 as n': 1,
    commit: 1,
  };

  it('counts every statement under the spend that sent it, and the rest apart', async () => {
    // More spends than the pool's 10 connections: statements wait for a connection that another
    // spend, or the statement sent meanwhile, frees.
    const [, counted] = await countingStatements(opened.database, [], () =>
      Promise.all([
        ...Array.from({ length: 25 }, () => asSpend(spend)),
        opened.database.db.execute(sql`select 'meanwhile' as n`),
      ]),
    );
    expect(counted.spends.map(lowerCase)).toEqual(Array(25).fill(spendStatements));
    expect(lowerCase(counted.background)).toEqual({ "select 'meanwhile' as n": 1 });
  });

  it("counts a request's statements as its spend, its body read first", async () => {
    const app = Fastify();
    app.post('/spend', async (request) => {
      await spend();
      return request.body;
    });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const [answer, counted] = await countingStatements(opened.database, [app.server], () =>
        fetch(`${baseUrl}/spend`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pad: 'x'.repeat(200_000) }),
        }),
      );
      expect(answer.status).toBe(200);
      expect(counted.spends.map(lowerCase)).toEqual([spendStatements]);
    } finally {
      await app.close();
    }
  });

  it('counts nothing once the turn is over', async () => {
    await countingStatements(opened.database, [], () => asSpend(spend));
    const [, counted] = await countingStatements(opened.database, [], async () => undefined);
    await asSpend(spend);
    expect(counted).toEqual({ spends: [], background: new Map() });
  });
});
