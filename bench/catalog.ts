/**
 * `npm run bench:catalog`: the list endpoint at catalogue sizes of 10,000 and 100,000 templates, on
 * the embedded PGlite and (when DATABASE_URL is set) on PostgreSQL, next to a bare Fastify route that
 * returns the same bytes from memory. Load comes from autocannon in its own process.
 * Goal: at least half the bare route's throughput, p99 under 25 ms.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { insertTemplates } from '../apps/server/src/modules/catalogue/catalogue.repository';
import type { NewTemplate } from '../apps/server/src/modules/catalogue/catalogue.schema';
import { sql } from 'drizzle-orm';

const run = promisify(execFile);
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const autocannonBin = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');

const words = [
  'Neon',
  'Golden',
  'Retro',
  'Minimal',
  'Bold',
  'Cinematic',
  'Pastel',
  'Urban',
  'Cosmic',
  'Vivid',
  'Calm',
  'Epic',
];
const things = [
  'Intro',
  'Promo',
  'Story',
  'Slideshow',
  'Invitation',
  'Logo Reveal',
  'Countdown',
  'Lower Third',
  'Poster',
  'Teaser',
];
const categories = [
  'Business',
  'Wedding',
  'Birthday',
  'Travel',
  'Fitness',
  'Food',
  'Real Estate',
  'Music',
  'Gaming',
  'Education',
  'Fashion',
  'Tech',
];
const sections = Array.from({ length: 40 }, (_, i) => `Section ${String(i + 1).padStart(2, '0')}`);

/** A deterministic catalogue of `count` templates, mostly video, like a grown store's. */
function generated(count: number): NewTemplate[] {
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 10 < 7 ? 'video' : i % 10 < 9 ? 'image' : 'direct-sell';
    const name = `${words[next(words.length)]} ${things[next(things.length)]} ${i}`;
    return {
      kind,
      name,
      description: `A ${name.toLowerCase()} for ${categories[next(categories.length)]!.toLowerCase()} videos.`,
      categories: [categories[next(categories.length)]!, categories[next(categories.length)]!],
      sections: [sections[next(sections.length)]!, sections[next(sections.length)]!],
      compatibility: ['YouTube', 'Instagram Reels'],
      price: 10 + next(140),
      priceInd: next(2) ? 5 + next(100) : null,
      purchaseCount: next(5000),
      videoLayout: ['16:9', '9:16', '1:1'][next(3)]!,
      durationSeconds: kind === 'image' ? null : 5 + next(55),
      media: {
        poster: `public/bench/${i}.webp`,
        ...(kind === 'image' ? {} : { preview: `public/bench/${i}.mp4` }),
      },
    } satisfies NewTemplate;
  });
}

async function load(database: Database, count: number): Promise<void> {
  const rows = generated(count);
  for (let start = 0; start < rows.length; start += 2000) {
    await insertTemplates(database.db, rows.slice(start, start + 2000));
  }
  await database.db.execute(sql`analyze templates`);
}

interface Result {
  requests: number;
  p50: number;
  p99: number;
}

async function measure(url: string): Promise<Result> {
  const { stdout } = await run(
    autocannonBin,
    ['-j', '-c', String(connections), '-d', String(durationSeconds), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.non2xx > 0 || report.errors > 0)
    throw new Error(`${url}: ${report.non2xx} non-2xx, ${report.errors} errors`);
  return { requests: report.requests.average, p50: report.latency.p50, p99: report.latency.p99 };
}

async function openEngine(
  engine: 'pglite' | 'postgres',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `frameshop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const scenarios = [
  ['plain', '/api/templates'],
  ['searched', '/api/templates?q=neon'],
  ['filtered', '/api/templates?section=Section%2007'],
  ['sorted', '/api/templates?sort=price-low-high'],
  ['sorted+page 2', ''],
] as const;

const rows: string[][] = [];
const engines: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
for (const engine of engines) {
  for (const size of sizes) {
    const started = Date.now();
    const { database, drop } = await openEngine(engine);
    await database.migrate();
    await load(database, size);
    console.log(
      `${engine}: loaded ${size.toLocaleString('en')} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const secrets = { jwtSecret: 'b'.repeat(40), urlSigningSecret: 'b'.repeat(40) };
    const appWith = (cacheSeconds: string) =>
      buildApp({
        config: loadConfig({
          NODE_ENV: 'production',
          LOG_LEVEL: 'silent',
          RATE_LIMIT_MAX: '100000000',
          DATA_DIR: '/tmp/frameshop-bench',
          DEMO_CATALOGUE: 'false',
          CATALOGUE_CACHE_SECONDS: cacheSeconds,
        }),
        secrets,
        database,
      });
    // The product answers from its response cache; the uncached app shows the database path.
    const cached = await appWith('30');
    const uncached = await appWith('0');
    const cachedBase = await cached.listen({ host: '127.0.0.1', port: 0 });
    const uncachedBase = await uncached.listen({ host: '127.0.0.1', port: 0 });

    const bytes = await (await fetch(`${cachedBase}/api/templates`)).text();
    const sorted = (await (
      await fetch(`${cachedBase}/api/templates?sort=price-low-high`)
    ).json()) as {
      nextCursor: string;
    };
    const bare = Fastify();
    bare.get('/bare', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(bytes),
    );
    const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareResult = await measure(`${bareBase}/bare`);
    rows.push([
      engine,
      size.toLocaleString('en'),
      '-',
      'bare route (same bytes)',
      bareResult.requests.toFixed(0),
      String(bareResult.p50),
      String(bareResult.p99),
      '100%',
    ]);

    for (const [mode, base] of [
      ['cached', cachedBase],
      ['database', uncachedBase],
    ] as const) {
      for (const [label, url] of scenarios) {
        const target = url || `/api/templates?sort=price-low-high&cursor=${sorted.nextCursor}`;
        const result = await measure(`${base}${target}`);
        const share = ((result.requests / bareResult.requests) * 100).toFixed(0);
        rows.push([
          engine,
          size.toLocaleString('en'),
          mode,
          label,
          result.requests.toFixed(0),
          String(result.p50),
          String(result.p99),
          `${share}%`,
        ]);
      }
    }
    await bare.close();
    await cached.close();
    await uncached.close();
    await drop();
  }
}

const header = [
  'engine',
  'templates',
  'answered from',
  'request',
  'req/s',
  'p50 ms',
  'p99 ms',
  'of bare',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) =>
  cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(
  `\nGET list endpoint, ${connections} connections, ${durationSeconds} s each (goal: ≥ 50% of bare, p99 < 25 ms)\n`,
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
