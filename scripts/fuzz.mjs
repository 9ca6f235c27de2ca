// `npm run fuzz`: the full fuzz run (apps/server/src/fuzz) on the embedded PGlite and, when
// DATABASE_URL is set, on PostgreSQL too, with one seed for both. FUZZ_SEED repeats a run,
// FUZZ_REQUESTS sets its length (default 2,500 per database). Exits non-zero when either run failed.
import { randomInt } from 'node:crypto';
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
const seed = process.env.FUZZ_SEED || String(randomInt(2 ** 31));
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.DATABASE_URL)
  console.log('DATABASE_URL is not set: fuzzing the embedded PGlite only.');

const failed = [];
for (const engine of engines) {
  console.log(`\n━━ fuzz on ${engine} ━━`);
  const code = await run('node', ['--import', 'tsx', 'apps/server/src/fuzz/main.ts'], {
    env: { ...process.env, FUZZ_SEED: seed, TEST_DATABASE: engine },
  });
  if (code !== 0) failed.push(engine);
}
console.log(failed.length ? `\nfuzz failed on ${failed.join(' and ')}` : '\nfuzz passed');
process.exit(failed.length ? 1 : 0);
