/**
 * `npm run bench:admin`: the admin dashboard's calls on a store of the size — 100,000 users,
 * 1,000,000 ledger rows, 200,000 purchases (licences), 50,000 paid orders, spread over a year —
 * on the embedded PGlite and (when DATABASE_URL is set) on PostgreSQL. Each call runs for each
 * period through AdminService (the SQL the routes run, without HTTP), and p50/p99 are printed
 * with pass/fail against the goal: p99 < 150 ms on PostgreSQL. BENCH_ADMIN_SCALE (default 1)
 * shrinks every size for a quick run; BENCH_ADMIN_RUNS sets the samples per row (default 20).
 */
import { sql } from 'drizzle-orm';
import type { AdminPeriod } from '@frameshop/contract';
import type { Database } from '../apps/server/src/db/database';
import { AdminService } from '../apps/server/src/modules/admin';
import { percentile } from './commerce/load-loop';
import { benchEngines, openEngine, type Engine } from './support/engine';
import { printTable } from './support/table';

const scale = Number(process.env.BENCH_ADMIN_SCALE ?? 1);
const runs = Number(process.env.BENCH_ADMIN_RUNS ?? 20);
const GOAL_MS = 150;
const sizes = {
  users: Math.round(100_000 * scale),
  ledger: Math.round(1_000_000 * scale),
  licences: Math.round(200_000 * scale),
  paidOrders: Math.round(50_000 * scale),
  renders: Math.round(20_000 * scale),
  templates: Math.max(10, Math.round(500 * Math.min(1, scale * 10))),
};

/** Fills the database in SQL (generate_series), so loading takes seconds, not minutes. */
async function fill(database: Database): Promise<void> {
  const { db } = database;
  const days = 365;
  await db.execute(sql`
    insert into users (username, email, actual_name, credits, is_google_user, created_at)
    select 'bench' || g, 'bench' || g || '@example.com', 'Bench User ' || g, (g * 37) % 5000,
      g % 4 = 0, now() - ((g % ${days}) * interval '1 day') - ((g % 1440) * interval '1 minute')
    from generate_series(1, ${sizes.users}) as g`);
  await db.execute(sql`
    insert into templates (kind, name, price, price_ind, media, search_text)
    select (array['video', 'image', 'direct-sell'])[1 + g % 3], 'Bench Template ' || g,
      10 + g % 90, 8 + g % 70, '{"poster": "public/bench.jpg"}'::jsonb, 'bench template ' || g
    from generate_series(1, ${sizes.templates}) as g`);
  // Numbered ids, so rows below pick "random" users and templates by arithmetic (in bigint: at full
  // size g × 7919 is past an integer's range).
  await db.execute(sql`
    create table bench_users as select id, row_number() over (order by id) as n from users`);
  await db.execute(sql`
    create table bench_templates as select id, row_number() over (order by id) as n from templates`);
  await db.execute(sql`create index on bench_users (n)`);
  await db.execute(sql`create index on bench_templates (n)`);
  await db.execute(sql`
    insert into credit_ledger (user_id, delta, reason, balance_after, created_at)
    select u.id, case when g % 3 = 0 then 500 else -40 end,
      (case when g % 3 = 0 then 'credit_purchase' else 'template_purchase' end)::text,
      g % 5000, now() - ((g % ${days}) * interval '1 day')
    from generate_series(1, ${sizes.ledger}) as g
    join bench_users u on u.n = 1 + (g::bigint * 7919) % ${sizes.users}`);
  await db.execute(sql`
    insert into licences (user_id, template_id, credits_paid, source, created_at)
    select u.id, t.id, 10 + g % 90, 'purchase',
      now() - ((g % ${days}) * interval '1 day') - ((g % 1440) * interval '1 minute')
    from generate_series(1, ${sizes.licences}) as g
    join bench_users u on u.n = 1 + (g::bigint * 7919) % ${sizes.users}
    join bench_templates t on t.n = 1 + (g * 31) % ${sizes.templates}`);
  await db.execute(sql`
    insert into payment_orders
      (user_id, pack_id, credits, amount, currency, provider, provider_order_id, status, created_at, paid_at)
    select u.id, 'pack-500', 500, 39900, 'INR', 'sandbox', 'order_bench_' || g, 'paid',
      now() - ((g % ${days}) * interval '1 day'), now() - ((g % ${days}) * interval '1 day')
    from generate_series(1, ${sizes.paidOrders}) as g
    join bench_users u on u.n = 1 + (g::bigint * 104729) % ${sizes.users}`);
  await db.execute(sql`
    insert into generated_videos
      (user_id, template_id, template_name, status, error_message, refunded, started_at, finished_at, created_at)
    select u.id, (1000 + g % 50)::text, 'Bench Template ' || (g % 50),
      (case when g % 10 = 0 then 'failed' else 'completed' end)::text,
      case when g % 10 = 0 then 'ffmpeg exited with code 1' end, g % 20 = 0,
      now() - ((g % ${days}) * interval '1 day'),
      now() - ((g % ${days}) * interval '1 day') + ((5 + g % 60) * interval '1 second'),
      now() - ((g % ${days}) * interval '1 day')
    from generate_series(1, ${sizes.renders}) as g
    join bench_users u on u.n = 1 + (g::bigint * 7919) % ${sizes.users}`);
  await db.execute(sql`drop table bench_users`);
  await db.execute(sql`drop table bench_templates`);
  await db.execute(sql`analyze`);
}

const periods: { name: string; query: { period: AdminPeriod; from?: string; to?: string } }[] = [
  { name: 'all', query: { period: 'all' } },
  { name: 'week', query: { period: 'week' } },
  { name: 'month', query: { period: 'month' } },
  { name: '60days', query: { period: '60days' } },
];

function customRange(): { period: AdminPeriod; from: string; to: string } {
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { period: 'custom', from: day(120), to: day(90) };
}

async function sample(call: () => Promise<unknown>): Promise<number[]> {
  await call(); // warm: plans and caches
  const latencies: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function benchEngine(engine: Engine): Promise<string[][]> {
  const { database, drop } = await openEngine(engine);
  try {
    await database.migrate();
    const loading = performance.now();
    await fill(database);
    console.log(`${engine}: loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`);
    const admin = new AdminService({ db: database.db, timeZone: 'Asia/Kolkata' });
    const rows: string[][] = [];
    const all = [...periods, { name: 'custom', query: customRange() }];
    const calls: {
      name: string;
      run: (query: (typeof all)[number]['query']) => Promise<unknown>;
    }[] = [
      { name: 'users p1 revenue', run: (q) => admin.users({ ...q, sort: 'revenue', page: 1 }) },
      { name: 'users p1 newest', run: (q) => admin.users({ ...q, sort: 'newest', page: 1 }) },
      { name: 'users p1 credits', run: (q) => admin.users({ ...q, sort: 'credits', page: 1 }) },
      { name: 'users p1 purchases', run: (q) => admin.users({ ...q, sort: 'purchases', page: 1 }) },
      {
        name: 'users search',
        run: (q) => admin.users({ ...q, q: 'bench12', sort: 'revenue', page: 1 }),
      },
      { name: 'templates', run: (q) => admin.templates(q) },
      { name: 'revenue', run: (q) => admin.revenue(q) },
      { name: 'renders', run: (q) => admin.renders(q) },
    ];
    for (const call of calls) {
      for (const period of all) {
        const latencies = await sample(() => call.run(period.query));
        const p50 = percentile(latencies, 0.5);
        const p99 = percentile(latencies, 0.99);
        const verdict = engine === 'postgres' ? (p99 < GOAL_MS ? 'pass' : 'FAIL') : '(no goal)';
        rows.push([engine, call.name, period.name, p50.toFixed(1), p99.toFixed(1), verdict]);
      }
    }
    return rows;
  } finally {
    await drop();
  }
}

console.log(
  `bench:admin at scale ${scale}: ${sizes.users} users, ${sizes.ledger} ledger rows, ` +
    `${sizes.licences} purchases, ${sizes.paidOrders} paid orders, ${sizes.renders} renders, ` +
    `${sizes.templates} templates; ${runs} samples per row; goal p99 < ${GOAL_MS} ms on PostgreSQL`,
);
const rows: string[][] = [];
for (const engine of benchEngines) rows.push(...(await benchEngine(engine)));
printTable(['engine', 'call', 'period', 'p50 ms', 'p99 ms', 'goal'], rows);
const failed = rows.filter((row) => row[5] === 'FAIL').length;
console.log(failed ? `${failed} rows miss the goal.` : 'Every PostgreSQL row meets the goal.');
