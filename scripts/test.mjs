// `npm test`: every check a change must pass, in order: types, lint, formatting, the shared packages'
// tests, server tests (on PGlite, and on PostgreSQL too when DATABASE_URL is set), the cluster run
// (when DATABASE_URL and REDIS_URL are both set), web tests, then the end-to-end journeys in Chromium
// against the built app. Every stage runs; the summary line counts the tests of all of them.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, run } from './lib.mjs';

ensureDependencies();
const outputDir = path.join(root, '.test-output');
fs.rmSync(outputDir, { recursive: true, force: true });
fs.mkdirSync(outputDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

async function stage(name, command, args, options = {}) {
  console.log(`\n━━ ${name} ━━`);
  const code = await run(command, args, options);
  if (code !== 0) failedStages.push(name);
  return code === 0;
}

function addVitestCounts(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function addPlaywrightCounts(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitest = (workspaceRoot, reportName) => [
  'vitest',
  'run',
  '--root',
  workspaceRoot,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(outputDir, reportName)}`,
];

await stage('type-check', 'npm', ['run', 'typecheck', '--silent']);
await stage('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await stage('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

if (!process.env.DATABASE_URL) {
  console.log('\nDATABASE_URL is not set: database suites run on the embedded PGlite only.');
}
for (const workspace of ['contract', 'scene-renderer']) {
  await stage(`${workspace} tests`, 'npx', vitest(`packages/${workspace}`, `${workspace}.json`));
  addVitestCounts(path.join(outputDir, `${workspace}.json`));
}

await stage('server tests', 'npx', vitest('apps/server', 'server.json'));
addVitestCounts(path.join(outputDir, 'server.json'));

// Two API processes and two workers on PostgreSQL, Redis and a local bucket (README, Scripts).
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  await stage('cluster', 'npm', ['run', 'test:cluster', '--silent']);
} else {
  console.log('\nDATABASE_URL and REDIS_URL are not both set: the cluster run is skipped.');
}

await stage('web tests', 'npx', vitest('apps/web', 'web.json'));
addVitestCounts(path.join(outputDir, 'web.json'));

console.log('\n━━ build ━━');
await ensureWebBuild();
await stage(
  'end-to-end tests',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(outputDir, 'e2e.json') },
  },
);
addPlaywrightCounts(path.join(outputDir, 'e2e.json'));

console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
