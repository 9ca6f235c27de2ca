// `npm test`: every check a change must pass: types, lint, formatting and the unit tests (side by
// side), the database and process suites (on PGlite, and on PostgreSQL too when DATABASE_URL is set)
// beside the cluster run (when DATABASE_URL and REDIS_URL are both set), then the end-to-end journeys in
// Chromium against the built app. Every stage runs; the summary counts the tests of all of them and
// prints each stage's wall time and the slowest test files.
//
// `npm run test:quick` (`--quick`): only the checks (dead code among them) and unit tests that need
// no database, server or browser, for use before every commit.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies, ensureWebBuild, root, run, runQuietly } from './lib.mjs';

const quick = process.argv.includes('--quick');
ensureDependencies();
const outputDir = path.join(root, '.test-output');
fs.rmSync(outputDir, { recursive: true, force: true });
fs.mkdirSync(outputDir, { recursive: true });
const fileTimesOutput = path.join(outputDir, 'file-times.jsonl');

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
// A failed stage that is not a test runner (the cluster run, the soak, a check) says why in its
// last lines; they are printed again under the summary, where a log read from its tail keeps them.
const failedStageEndings = [];
// Named again under the summary: a log read from its tail shows which tests failed, not only how many.
const failedTests = [];
const retriedTests = [];
const stageTimes = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One stage with its output shown as it comes; its report, if any, counted after it. */
async function stage(name, command, args, options = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args, options);
  finishStage(name, code, Date.now() - started);
  return code === 0;
}

function finishStage(name, code, ms) {
  stageTimes.push({ name, ms });
  if (code !== 0) failedStages.push(name);
}

/**
 * Stages that do not depend on each other, run `concurrency` at a time (two by default: the
 * machines have two cores); each one's log is printed whole when it ends, so logs never interleave.
 */
async function stagesSideBySide(groupName, stages, concurrency = 2) {
  const queue = [...stages];
  const started = Date.now();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, command, args, env } = next;
      const stageStarted = Date.now();
      const { code, output } = await runQuietly(command, args, env ? { env } : {});
      console.log(`\n━━ ${name} ━━ (${seconds(Date.now() - stageStarted)})`);
      process.stdout.write(output);
      finishStage(name, code, Date.now() - stageStarted);
      if (code !== 0 && !next.after)
        failedStageEndings.push({ name, ending: lastLines(output, 12) });
      next.after?.();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  stageTimes.push({ name: `${groupName} (the group, side by side)`, ms: Date.now() - started });
}

const lastLines = (text, count) =>
  stripVTControlCharacters(text).trimEnd().split('\n').slice(-count).join('\n');

/**
 * What a test's first failure said and where, indented under its name: CI keeps only the log's
 * tail, where the stage's own report of the failure is long gone.
 */
function whyItFailed(file, message) {
  const lines = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const said = lines.filter((line) => !line.startsWith('at ')).slice(0, 6);
  const where = lines.find((line) => line.startsWith('at ') && line.includes(path.basename(file)));
  return [...said, ...(where ? [where] : [])].map((line) => `\n    ${line.slice(0, 300)}`).join('');
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
    for (const test of failures) {
      failedTests.push(`${file} › ${test.fullName}${whyItFailed(file, test.failureMessages[0])}`);
    }
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

/** Playwright's tests of one spec file and project, their tries' times added up. */
const playwrightFileTimes = new Map();

function notePlaywrightTests(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} › [${test.projectName}] ${spec.title}`;
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error;
          failedTests.push(`${name}${whyItFailed(spec.file, error?.stack ?? error?.message)}`);
        }
        if (test.status === 'flaky') retriedTests.push(name);
        const key = `${spec.file}\0${test.projectName}`;
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        playwrightFileTimes.set(key, (playwrightFileTimes.get(key) ?? 0) + ms);
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

/** Every test file's time: Vitest's from the file-times reporter, Playwright's per spec and project. */
function testFileTimes() {
  const times = fs.existsSync(fileTimesOutput)
    ? fs
        .readFileSync(fileTimesOutput, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  for (const [key, ms] of playwrightFileTimes) {
    const [file, project] = key.split('\0');
    times.push({ file: path.join('e2e/tests', file), project: `e2e ${project}`, ms });
  }
  return times;
}

const vitest = (workspaceRoot, reportName, ...extra) => [
  'vitest',
  'run',
  '--root',
  workspaceRoot,
  '--reporter=default',
  '--reporter=json',
  `--reporter=${path.join(root, 'scripts/file-times-reporter.mjs')}`,
  `--outputFile.json=${path.join(outputDir, reportName)}`,
  ...extra,
];
process.env.FILE_TIMES_OUTPUT = fileTimesOutput;

/** A Vitest run as a side-by-side stage, its report counted when it ends. */
const vitestStage = (name, workspaceRoot, reportName, ...extra) => ({
  name,
  command: 'npx',
  args: vitest(workspaceRoot, reportName, ...extra),
  after: () => addVitestCounts(path.join(outputDir, reportName)),
});

// Lint and format remember what they checked (in node_modules/.cache), so a second run on the
// same checkout only reads the files that changed.
const cacheDir = path.join(root, 'node_modules/.cache');

// The checks and unit tests need no database, server or browser, and not each other. Three at a
// time: the web tests spend most of their time waiting (on timers, on the page), and beside two
// lanes of CPU-bound checks they cost the run nothing.
await stagesSideBySide(
  'checks and unit tests',
  [
    // The longest first, so the lanes end together.
    vitestStage('web tests', 'apps/web', 'web.json'),
    { name: 'type-check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    vitestStage('server unit tests', 'apps/server', 'server-unit.json', '--project', 'server-unit'),
    {
      name: 'lint',
      command: 'npx',
      args: [
        'eslint',
        '.',
        '--max-warnings',
        '0',
        '--cache',
        '--cache-location',
        `${cacheDir}/eslint/`,
      ],
    },
    // Files, exports and dependencies nothing uses (knip.config.ts).
    { name: 'dead code', command: 'npx', args: ['knip', '--no-progress'] },
    {
      name: 'format',
      command: 'npx',
      args: ['prettier', '--check', '.', '--log-level', 'warn', '--cache'],
    },
    vitestStage('contract tests', 'packages/contract', 'contract.json'),
    vitestStage('scene-renderer tests', 'packages/scene-renderer', 'scene-renderer.json'),
    vitestStage('bench tests', 'bench', 'bench-unit.json', '--project', 'bench-unit'),
  ],
  3,
);

if (!quick) {
  if (!process.env.DATABASE_URL) {
    console.log('\nDATABASE_URL is not set: database suites run on the embedded PGlite only.');
  }
  const serverProjects = ['server-pglite', 'server-postgres'].flatMap((name) =>
    name === 'server-postgres' && !process.env.DATABASE_URL ? [] : ['--project', name],
  );
  // The cluster run spends about half its time waiting on its processes, as the server suites'
  // process tests do on theirs: side by side they fill the two cores instead of idling in turn.
  // The checks are not a third lane beside them: all CPU, they stretched the suites by more than
  // they filled (24 s slower in all, measured).
  const clusterStage =
    process.env.DATABASE_URL && process.env.REDIS_URL
      ? [
          { name: 'cluster', command: 'npm', args: ['run', 'test:cluster', '--silent'] },
          // The mixed load held for two minutes (README, Mixed load, held): errors and books.
          {
            name: 'soak',
            command: 'npm',
            args: ['run', 'bench:soak', '--silent', '--', '--minutes', '2'],
          },
        ]
      : [];
  if (!clusterStage.length) {
    console.log('\nDATABASE_URL and REDIS_URL are not both set: the cluster run is skipped.');
  }
  // Each (method, route, status) the server suites answer is written here, for the API document's check.
  const answeredRoutes = path.join(outputDir, 'answered-routes');
  await stagesSideBySide('server tests and cluster', [
    {
      ...vitestStage('server tests', 'apps/server', 'server.json', ...serverProjects),
      env: { ...process.env, ANSWERED_ROUTES_DIR: answeredRoutes },
    },
    // Two API processes and two workers on PostgreSQL, Redis and a local bucket (README, Scripts).
    ...clusterStage,
    // How the benchmarks count, on the engines they run on (PostgreSQL too with DATABASE_URL).
    vitestStage('bench database tests', 'bench', 'bench-db.json', '--project', 'bench-db'),
  ]);

  // The API document as `/api/docs/json` serves it: it lists every answer the suites saw, and
  // Redocly's recommended rules and Spectral's OpenAPI rules find no error in it (ADR 38).
  const apiDocument = path.join(outputDir, 'openapi.json');
  await stage('API document', 'node', [
    '--import',
    'tsx',
    'apps/server/src/api-document-check.ts',
    apiDocument,
    answeredRoutes,
  ]);
  // Linted whenever it was written, whether or not the suites' answers were all in it.
  if (fs.existsSync(apiDocument)) {
    // Offline: no usage reports, no look for a newer version.
    const quietly = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    await stagesSideBySide('API document lint', [
      {
        name: 'API document: Redocly',
        command: 'npx',
        args: ['redocly', 'lint', '--extends', 'recommended', '--format', 'summary', apiDocument],
        env: quietly,
      },
      {
        name: 'API document: Spectral',
        command: 'npx',
        // Errors only: the warnings left are ADR 38's.
        args: [
          'spectral',
          'lint',
          '--ruleset',
          '.spectral.yaml',
          '--display-only-failures',
          apiDocument,
        ],
      },
    ]);
  }

  console.log('\n━━ build ━━');
  const buildStarted = Date.now();
  await ensureWebBuild();
  finishStage('build', 0, Date.now() - buildStarted);
  await stage(
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(outputDir, 'e2e.json') },
    },
  );
  addPlaywrightCounts(path.join(outputDir, 'e2e.json'));
}

console.log('\nStage times (wall clock; the stages of a group run side by side):');
for (const { name, ms } of stageTimes) console.log(`  ${seconds(ms).padStart(9)}  ${name}`);
console.log('Slowest test files:');
const slowest = testFileTimes()
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);
for (const { file, project, ms } of slowest) {
  console.log(`  ${seconds(ms).padStart(9)}  ${file} [${project}]`);
}

console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
for (const { name, ending } of failedStageEndings) {
  console.log(`${name} ended with:\n${ending.replace(/^/gm, '    ')}`);
}
for (const test of retriedTests) console.log(`passed on a second try: ${test}`);
for (const test of failedTests) console.log(`failed: ${test}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
