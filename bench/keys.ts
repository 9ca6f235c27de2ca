/**
 * `npm run bench:keys`: what a request authenticated by an API key costs over one with a session
 * token. The same `GET /api/user-credits` (a read a key may make) is timed through the real app on
 * a fresh embedded database, one request at a time, alternating session and key so both see the
 * same machine; then the one read every keyed request adds (the key's row by its hash) is timed
 * alone. With REDIS_URL set, the key's rate limit is counted in Redis as in production.
 */
import { performance } from 'node:perf_hooks';
import { openMigratedDatabase } from '../apps/server/src/db/database';
import { findApiKeyByHash } from '../apps/server/src/modules/api-keys/api-keys.repository';
import { apiKeyHash } from '../apps/server/src/modules/api-keys/key-secret';
import { createShoppers } from './commerce/shoppers';
import { buildBenchApp } from './support/bench-app';
import { summary, type Timing } from './support/timing-summary';

const REQUESTS = Number(process.env.BENCH_KEYS_REQUESTS ?? 1000);
const WARM_UP = 50;

const database = await openMigratedDatabase({ kind: 'pglite' });
// No key's limit is what is timed.
const app = await buildBenchApp(database, { API_KEY_RATE_LIMIT: '100000000' });
await app.ready();
try {
  const [shopper] = await createShoppers(database, 1, 100);
  const made = await app.inject({
    method: 'POST',
    url: '/api/keys',
    headers: { authorization: `Bearer ${shopper!.token}` },
    payload: { name: 'Bench', scopes: ['read'] },
  });
  if (made.statusCode !== 201) throw new Error(`POST /api/keys: ${made.statusCode} ${made.body}`);
  const credentials = { session: shopper!.token, key: (made.json() as { key: string }).key };
  const samples: Record<keyof typeof credentials, number[]> = { session: [], key: [] };
  for (let i = -WARM_UP; i < REQUESTS; i += 1) {
    for (const kind of ['session', 'key'] as const) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: '/api/user-credits',
        headers: { authorization: `Bearer ${credentials[kind]}` },
      });
      const elapsed = performance.now() - started;
      if (answer.statusCode !== 200)
        throw new Error(`${kind}: ${answer.statusCode} ${answer.body}`);
      if (i >= 0) samples[kind].push(elapsed);
    }
  }
  const lookups: number[] = [];
  for (let i = -WARM_UP; i < REQUESTS; i += 1) {
    const started = performance.now();
    await findApiKeyByHash(database.db, apiKeyHash(credentials.key));
    if (i >= 0) lookups.push(performance.now() - started);
  }
  const session = summary(samples.session);
  const key = summary(samples.key);
  const lookup = summary(lookups);
  const row = (name: string, t: Timing) =>
    `${name.padEnd(40)} ${t.p50.toFixed(3).padStart(8)} ${t.p99.toFixed(3).padStart(8)} ${t.mean.toFixed(3).padStart(8)}`;
  process.stdout.write(
    `GET /api/user-credits, ${REQUESTS} requests each, one at a time, in-process (ms)\n` +
      `${'credential'.padEnd(40)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'mean'.padStart(8)}\n` +
      `${row('session token (JWT)', session)}\n` +
      `${row('API key', key)}\n` +
      `${row('what the key adds', { p50: key.p50 - session.p50, p99: key.p99 - session.p99, mean: key.mean - session.mean })}\n` +
      `${row('the key row by its hash (one indexed read)', lookup)}\n` +
      `Rate limits counted ${process.env.REDIS_URL ? 'in Redis' : 'in this process'}.\n`,
  );
} finally {
  await app.close();
  await database.close();
}
