/**
 * `npm run bench:sitemap`: the sitemap index and its child sitemaps at 100,000 published templates
 * (BENCH_SITEMAP_TEMPLATES), each fetched by 100 clients at once (BENCH_CONNECTIONS) for 5 s
 * (BENCH_SECONDS), on the embedded
 * PGlite and (when DATABASE_URL is set) on PostgreSQL. Load comes from autocannon in its own process.
 * Clients ask as search engines' crawlers do, accepting gzip.
 * Goal: every answer within 1 s, and the server's resident memory flat (growth under 10 % from the
 * warm-up to the end): each sitemap is built once for every client that asks meanwhile, reading
 * 5,000 rows at a time, and kept with its compressed form while the catalogue does not change.
 */
import { URLS_PER_SITEMAP } from '../apps/server/src/modules/crawlers/sitemap';
import { buildBenchApp } from './support/bench-app';
import { autocannon } from './support/autocannon';
import { benchEngines, openEngine } from './support/engine';
import { loadGeneratedCatalogue } from './support/generated-catalogue';
import { printTable } from './support/table';

const templates = Number(process.env.BENCH_SITEMAP_TEMPLATES ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Each sitemap is fetched by every client, again and again, for this long. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const paths = [
  '/sitemap.xml',
  '/sitemaps/pages.xml',
  ...Array.from(
    { length: Math.ceil(templates / URLS_PER_SITEMAP) },
    (_, index) => `/sitemaps/templates-${index + 1}.xml`,
  ),
];

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);
const rows: string[][] = [];
const misses: string[] = [];
for (const engine of benchEngines) {
  const { database, drop } = await openEngine(engine);
  await database.migrate();
  const started = Date.now();
  await loadGeneratedCatalogue(database, templates);
  console.log(
    `${engine}: loaded ${templates.toLocaleString('en')} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildBenchApp(database);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // Warm-up: every sitemap once, so code and plans are loaded before memory is read.
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  }
  const rssAfterWarmUp = process.memoryUsage().rss;
  let rssPeak = rssAfterWarmUp;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  for (const path of paths) {
    const result = await autocannon(`${base}${path}`, {
      connections,
      seconds,
      headers: { 'accept-encoding': 'gzip' },
    });
    rows.push([
      engine,
      path,
      String(connections),
      String(result.p50),
      String(result.p99),
      String(result.max),
    ]);
    if (result.answered === 0) misses.push(`${engine} ${path}: no answer within ${seconds} s`);
    else if (result.max > 1000) misses.push(`${engine} ${path}: slowest answer ${result.max} ms`);
  }
  clearInterval(sampler);
  const growth = (rssPeak - rssAfterWarmUp) / rssAfterWarmUp;
  console.log(
    `${engine}: resident memory ${megabytes(rssAfterWarmUp)} MB after the warm-up, ` +
      `${megabytes(rssPeak)} MB at most under load (${(growth * 100).toFixed(1)} %)`,
  );
  if (growth >= 0.1) misses.push(`${engine}: memory grew ${(growth * 100).toFixed(1)} %`);
  await app.close();
  await drop();
}

console.log(
  `\nGET sitemaps of ${templates.toLocaleString('en')} published templates, ${connections} clients ` +
    `at once for ${seconds} s each (goal: every answer within 1 s, memory flat)\n`,
);
printTable(['engine', 'sitemap', 'clients', 'p50 ms', 'p99 ms', 'max ms'], rows);
console.log(
  misses.length ? `\nBelow goal: ${misses.join('; ')}` : '\nEvery sitemap meets the goal.',
);
