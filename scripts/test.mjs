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
// Named again under the summary: a log read from its tail shows which tests failed, not only how many.
const failedTests = [];
const retriedTests = [];

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
  for (const suite of report.testResults) {
    const file = path.relative(root, suite.name);
    const failures = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failures) failedTests.push(`${file} › ${test.fullName}`);
    // A test that passed keeps the errors of the tries before (CI allows one retry).
    for (const test of suite.assertionResults) {
      if (test.status === 'passed' && test.failureMessages.length) {
        retriedTests.push(`${file} › ${test.fullName}`);
      }
    }
    // A file that fails before any test runs (a syntax error, a failing hook) has no failed test.
    if (suite.status === 'failed' && !failures.length)
      failedTests.push(`${file}: ${suite.message.split('\n')[0]}`);
  }
}

function notePlaywrightTests(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} › [${test.projectName}] ${spec.title}`;
        if (test.status === 'unexpected') failedTests.push(name);
        if (test.status === 'flaky') retriedTests.push(name);
      }
    }
    notePlaywrightTests(suite.suites);
  }
}

function addPlaywrightCounts(file) {
  if (!fs.existsSync(file)) return;
  const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8'));
  notePlaywrightTests(suites);
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
for (const test of retriedTests) console.log(`passed on a second try: ${test}`);
for (const test of failedTests) console.log(`failed: ${test}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
