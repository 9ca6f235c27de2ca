import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../apps/server/src/db/database';
import { createCommerceService } from '../../apps/server/src/modules/commerce';
import { createMediaStorage } from '../../apps/server/src/modules/media';
import { storedTemplateSources } from '../../apps/server/src/modules/renders';
import { benchConfig, benchSecrets, buildBenchApp } from '../support/bench-app';
import { benchEngines, openEngine } from '../support/engine';
import { checkoutOperation } from './checkout';
import { driverTransactions } from './driver-transactions';
import type { Operation } from './operation';
import { purchaseOperation } from './purchases';
import { createShoppers, createTemplates, type Shopper } from './shoppers';
import { createTeams, TEAM_SIZE, teamPurchaseOperation } from './team-purchases';
import { asSpend, countingStatements } from './statement-count';
import { statementRows, tallySpends } from './statement-tally';

const price = 40;
const credits = 1000;

/**
 * A spend through the HTTP API sends the statements its direct SQL sends, and no other: the same
 * count of each, spend by spend, for purchases and checkouts (issue 77: `credits.low` had added a
 * sixth statement to every spend, whether or not the account had an endpoint that asked for it).
 * Cheap: a few spends each way on a small store, counted as `npm run bench:commerce` counts them.
 */
describe.each(benchEngines)('the statements a spend sends through HTTP on %s', (engine) => {
  let opened: Awaited<ReturnType<typeof openEngine>>;
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let shoppers: Shopper[];
  let members: Shopper[];
  let templates: Awaited<ReturnType<typeof createTemplates>>;
  let operations: { purchase: Operation<unknown>; checkout: Operation<unknown> };

  beforeAll(async () => {
    opened = await openEngine(engine);
    database = opened.database;
    await database.migrate();
    templates = await createTemplates(database, { popular: 2, cart: 3, others: 0, price });
    // The last TEAM_SIZE are a team's members, buying nothing of their own.
    const everyone = await createShoppers(database, 6 + TEAM_SIZE, credits);
    shoppers = everyone.slice(0, 6);
    members = everyone.slice(6);
    app = await buildBenchApp(database);
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const commerce = createCommerceService({
      db: database.db,
      storage: createMediaStorage(benchConfig(), benchSecrets),
      templateSources: storedTemplateSources,
    });
    const cart = { templates: templates.cart, size: 2, rounds: 1, price };
    operations = {
      purchase: purchaseOperation(commerce, shoppers, templates.popular) as Operation<unknown>,
      checkout: checkoutOperation(database, commerce, shoppers, cart) as Operation<unknown>,
    };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await opened?.drop();
  });

  /** One job through the HTTP API, as the bench's load process sends it; answers its status. */
  const overHttp = async (operation: Operation<unknown>, job: unknown) => {
    const { method, path, token, body, headers } = operation.http(job);
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return answer.status;
  };

  /** Half the jobs through HTTP and half as direct SQL, each half counted spend by spend. */
  async function countBothWays(operation: Operation<unknown>, jobs: unknown[]) {
    await operation.prepare?.(jobs);
    const half = jobs.length / 2;
    const [statuses, http] = await countingStatements(database, [app.server], async () => {
      const answered: number[] = [];
      for (const job of jobs.slice(0, half)) answered.push(await overHttp(operation, job));
      return answered;
    });
    expect(statuses).toEqual(Array(half).fill(200));
    const transaction = driverTransactions(database);
    const [, direct] = await countingStatements(database, [], async () => {
      for (const job of jobs.slice(half)) {
        await asSpend(() => transaction((query) => operation.direct(query, job)));
      }
    });
    return { http: tallySpends(http.spends), direct: tallySpends(direct.spends) };
  }

  /** Only what HTTP sends beyond the direct SQL (or less), statement by statement. */
  const differences = (counted: Awaited<ReturnType<typeof countBothWays>>) =>
    statementRows(counted.http, counted.direct).filter((row) => row.extra !== 0);

  it('buys a template with the statements of the direct SQL, and no other', async () => {
    const counted = await countBothWays(operations.purchase, operations.purchase.plan.slice(0, 8));
    expect(counted.http.spends).toBe(4);
    expect(counted.direct.spends).toBe(4);
    expect(differences(counted)).toEqual([]);
  });

  it('buys as a team with the statements of the direct SQL, and no other', async () => {
    const teams = await createTeams(database, members, credits);
    const commerce = createCommerceService({
      db: database.db,
      storage: createMediaStorage(benchConfig(), benchSecrets),
      templateSources: storedTemplateSources,
    });
    const operation = teamPurchaseOperation(commerce, teams, templates.popular);
    const counted = await countBothWays(
      operation as Operation<unknown>,
      operation.plan.slice(0, 2),
    );
    // Issues 77 and 78: paying as a team costs at most one statement more than paying as oneself
    // (BEGIN, the facts, the charge, COMMIT): on PostgreSQL, the flush after a COMMIT that releases
    // the team's row first (ADR 63). The membership, the member's lock and month ride in the
    // purchase's own statements (ADR 61), which the direct SQL sends for the member too.
    expect(counted.http.spends).toBe(1);
    expect(counted.http.most).toBe(database.kind === 'postgres' ? 5 : 4);
    expect(differences(counted)).toEqual([]);
  });

  it('checks a cart out with the statements of the direct SQL, and no other', async () => {
    const counted = await countBothWays(operations.checkout, operations.checkout.plan.slice(0, 6));
    expect(counted.http.spends).toBe(3);
    expect(differences(counted)).toEqual([]);
  });

  it("sends no statement more for an account whose endpoint's credits.low the spend crosses", async () => {
    const buyers = operations.purchase.plan.slice(8, 10) as { shopper: Shopper }[];
    const balances = new Map<string, number>();
    for (const { shopper } of buyers) {
      const { rows } = await database.db.execute<{ credits: number }>(
        sql`select credits from users where id = ${shopper.userId}`,
      );
      const balance = Number(rows[0]!.credits);
      balances.set(shopper.userId, balance);
      // The purchase takes this balance across the threshold.
      await database.db.execute(sql`
        insert into webhook_endpoints (user_id, url, events, credits_low_threshold, secret)
        values (${shopper.userId}, 'https://hooks.example/low', array['credits.low'],
          ${balance - price / 2}, 'whsec_dGVzdA==')`);
    }
    const counted = await countBothWays(operations.purchase, buyers);
    // Only the delivery job's wake-up, once the purchase has committed (and not awaited by it):
    // the direct SQL delivers nothing.
    expect(
      differences(counted).map(({ name, extra }) => ({ name: name.toLowerCase(), extra })),
    ).toEqual([{ name: expect.stringMatching(/^insert into pgboss\.job /) as string, extra: 1 }]);
    const { rows } = await database.db.execute<{ user_id: string; data: unknown }>(sql`
      select e.user_id, d.data from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id where d.event_type = 'credits.low'`);
    // Through HTTP and as the direct SQL alike: the charge's statement wrote it.
    expect(new Map(rows.map((row) => [row.user_id, row.data]))).toEqual(
      new Map(
        [...balances].map(([userId, balance]) => [
          userId,
          { balance: balance - price, previousBalance: balance, reason: 'template_purchase' },
        ]),
      ),
    );
  });
});
