/**
 * `npm run bench:catalog`: the list endpoint at catalogue sizes of 10,000 and 100,000 templates, on
 * the embedded PGlite and (when DATABASE_URL is set) on PostgreSQL, with rate limits counted in Redis
 * when REDIS_URL is set. Each request is measured next to a bare Fastify route that sends the app's
 * answer to it, byte for byte and in the content encoding the client asked for, from memory; the two
 * take turns after a warm-up. Load comes from autocannon in its own process.
 * Goal: cached answers reach at least half the bare route's throughput, p99 under 25 ms.
 */
import http from 'node:http';
import Fastify from 'fastify';
import { autocannon, type LoadResult } from './support/autocannon';
import { buildBenchApp } from './support/bench-app';
import { benchEngines, openEngine } from './support/engine';
import { loadGeneratedCatalogue } from './support/generated-catalogue';
import { printTable } from './support/table';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 3);
// The bare route and the cached app take turns, so a busy machine slows both alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The round with the median requests/s. */
function median(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.requests - b.requests)[Math.floor(results.length / 2)]!;
}

/**
 * Each URL gets a 1 s warm-up (discarded), then `turns` measured runs; the URLs take turns, so
 * whatever else the machine does falls on all of them alike. Answers the median run of each.
 */
async function measureInTurns(
  urls: string[],
  headers: Record<string, string>,
  turns = rounds,
): Promise<LoadResult[]> {
  for (const url of urls) await autocannon(url, { connections, seconds: 1, headers });
  const runs: LoadResult[][] = urls.map(() => []);
  for (let round = 0; round < turns; round += 1) {
    for (const [index, url] of urls.entries()) {
      runs[index]!.push(await autocannon(url, { connections, seconds: durationSeconds, headers }));
    }
  }
  return runs.map(median);
}

interface Answer {
  body: Buffer;
  contentType: string;
  contentEncoding: string | undefined;
}

/** One answer as it goes over the wire: the body exactly as sent, still compressed if it was. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url}: ${response.statusCode}`));
            return;
          }
          resolve({
            body: Buffer.concat(chunks),
            contentType: String(response.headers['content-type']),
            contentEncoding: response.headers['content-encoding'],
          });
        });
      })
      .on('error', reject);
  });
}

// A browser's Accept-Encoding; without one (autocannon's default) answers go out uncompressed.
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const scenarios: [label: string, url: string, headers: Record<string, string>][] = [
  ['plain', '/api/templates', {}],
  ['plain, compressed', '/api/templates', browserEncodings],
  ['searched', '/api/templates?q=neon', {}],
  ['filtered', '/api/templates?section=Section%2007', {}],
  ['sorted', '/api/templates?sort=price-low-high', {}],
  ['sorted+page 2', '', {}],
];

const rows: string[][] = [];
const goalMisses: string[] = [];
for (const engine of benchEngines) {
  for (const size of sizes) {
    const started = Date.now();
    const { database, drop } = await openEngine(engine);
    await database.migrate();
    await loadGeneratedCatalogue(database, size);
    console.log(
      `${engine}: loaded ${size.toLocaleString('en')} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const appWith = (cacheSeconds: string) =>
      buildBenchApp(database, { CATALOGUE_CACHE_SECONDS: cacheSeconds });
    // The product answers from its response cache; the uncached app shows the database path.
    const cached = await appWith('30');
    const uncached = await appWith('0');
    const cachedBase = await cached.listen({ host: '127.0.0.1', port: 0 });
    const uncachedBase = await uncached.listen({ host: '127.0.0.1', port: 0 });

    const sorted = (await (
      await fetch(`${cachedBase}/api/templates?sort=price-low-high`)
    ).json()) as {
      nextCursor: string;
    };
    const targets = scenarios.map(([label, url, headers]) => ({
      label,
      url: url || `/api/templates?sort=price-low-high&cursor=${sorted.nextCursor}`,
      headers,
    }));

    // The bare routes answer each request with the app's answer to it, byte for byte and in the same
    // content encoding, from memory: the floor for sending those bytes from this process.
    const answers = await Promise.all(
      targets.map((target) => fetchRaw(`${cachedBase}${target.url}`, target.headers)),
    );
    const bare = Fastify();
    answers.forEach(({ body, contentType, contentEncoding }, index) => {
      bare.get(`/bare/${index}`, (_request, reply) => {
        if (contentEncoding) reply.header('content-encoding', contentEncoding);
        return reply.type(contentType).send(body);
      });
    });
    const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });

    for (const [index, target] of targets.entries()) {
      const encoding = answers[index]!.contentEncoding ?? 'identity';
      const row = (mode: string, result: LoadResult, share: number) => [
        engine,
        size.toLocaleString('en'),
        mode,
        target.label,
        encoding,
        `${(answers[index]!.body.length / 1024).toFixed(1)} KiB`,
        result.requests.toFixed(0),
        String(result.p50),
        String(result.p99),
        `${share.toFixed(0)}%`,
      ];
      const [bareResult, cachedResult] = await measureInTurns(
        [`${bareBase}/bare/${index}`, `${cachedBase}${target.url}`],
        target.headers,
      );
      const [databaseResult] = await measureInTurns(
        [`${uncachedBase}${target.url}`],
        target.headers,
        1,
      );
      rows.push(row('bare route', bareResult!, 100));
      for (const [mode, result] of [
        ['cached', cachedResult!],
        ['database', databaseResult!],
      ] as const) {
        const share = (result.requests / bareResult!.requests) * 100;
        rows.push(row(mode, result, share));
        if (mode === 'cached' && (share < 50 || result.p99 >= 25)) {
          goalMisses.push(`${engine} ${size.toLocaleString('en')} ${target.label}`);
        }
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
  'encoding',
  'body',
  'req/s',
  'p50 ms',
  'p99 ms',
  'of bare',
];
const rateLimits = process.env.REDIS_URL ? 'rate limits in Redis' : 'rate limits in memory';
console.log(
  `\nGET list endpoint, ${connections} connections, ${rateLimits}; after a 1 s warm-up each, the bare route` +
    ` and the cached app take ${rounds} turns of ${durationSeconds} s (median shown), the database path one turn` +
    `\n(goal for the cached answers: ≥ 50% of the bare route sending the same bytes, p99 < 25 ms)\n`,
);
printTable(header, rows);
console.log(
  goalMisses.length
    ? `\nBelow goal: ${goalMisses.join('; ')}`
    : '\nEvery cached answer meets the goal.',
);
