/**
 * `npm run bench:stops`: how long a busy store takes to stop. The real server (embedded database)
 * is started and sent SIGTERM, as a service manager stops it, again and again, each time busy
 * another way: answering a steady load, answering it while nobody reads its output (a full pipe),
 * and preparing the demo catalogue on its first start. Prints the time from the signal to the exit
 * per way, and fails when any stop takes past the server's grace period or never ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { longestStopMs } from '../apps/server/src/jobs/job-queue';
import {
  startServer,
  waitForUrl,
  type RunningServer,
} from '../apps/server/src/test-support/server-process';

const STOPS_PER_WAY = Number(process.env.BENCH_STOPS ?? 4);
/** The server's own bound (server.ts: the job queue's longest stop and 5 s), and a second more. */
const GRACE_MS = longestStopMs() + 5_000 + 1_000;
const PATHS = ['/api/health', '/api/public-config', '/api/templates?limit=8', '/templates-list'];

interface Way {
  name: string;
  /** Starts a store busy this way; resolves once it is, ready to be stopped. */
  busy(dataDir: string): Promise<{ server: RunningServer; stopLoad: () => Promise<void> }>;
}

/** Requests from `lanes` loops at once, until told to stop. */
function steadyLoad(url: string, lanes = 8): () => Promise<void> {
  let running = true;
  const lane = async (index: number) => {
    for (let request = index; running; request += 1) {
      await fetch(`${url}${PATHS[request % PATHS.length]}`).then(
        (answer) => answer.arrayBuffer(),
        () => undefined, // Refused once the store stops listening.
      );
    }
  };
  const loops = Array.from({ length: lanes }, (_, index) => lane(index));
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

const underLoad =
  (unread: boolean): Way['busy'] =>
  async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const url = await waitForUrl(server);
    if (unread) server.child.stdout!.pause();
    const stopLoad = steadyLoad(url);
    // Long enough for a full pipe, and for the load to be at its height.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { server, stopLoad };
  };

const WAYS: Way[] = [
  { name: 'answering a steady load', busy: underLoad(false) },
  { name: 'answering it, its output unread', busy: underLoad(true) },
  {
    name: 'preparing the demo catalogue',
    busy: async (dataDir) => {
      const server = await startServer({ DATA_DIR: dataDir, DEMO_CATALOGUE: 'true' });
      await server.printed(/Preparing the demo catalogue/, 'the demo catalogue', 120_000);
      return { server, stopLoad: async () => {} };
    },
  },
];

/** The time from SIGTERM to the exit, or null when it did not end within twice the grace. */
async function timeStop(server: RunningServer): Promise<number | null> {
  const started = performance.now();
  server.child.kill('SIGTERM');
  const ended = await Promise.race([
    server.exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, 2 * GRACE_MS, false)),
  ]);
  if (!ended) server.child.kill('SIGKILL');
  return ended ? performance.now() - started : null;
}

const rows: string[] = [];
let overGrace = 0;
for (const way of WAYS) {
  const times: number[] = [];
  let neverEnded = 0;
  for (let stop = 0; stop < STOPS_PER_WAY; stop += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-bench-stops-'));
    try {
      const { server, stopLoad } = await way.busy(dataDir);
      const took = await timeStop(server);
      await stopLoad();
      if (took === null) neverEnded += 1;
      else times.push(took);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const over = times.filter((ms) => ms > GRACE_MS).length + neverEnded;
  overGrace += over;
  const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);
  rows.push(
    `${way.name.padEnd(34)} ${String(STOPS_PER_WAY).padStart(5)} ${ms(sorted[Math.floor(sorted.length / 2)]).padStart(9)} ` +
      `${ms(sorted.at(-1)).padStart(9)} ${String(over).padStart(10)}`,
  );
}

console.log(`\nStopping a busy store with SIGTERM (grace ${(GRACE_MS / 1000).toFixed(0)} s)\n`);
console.log(
  `${'busy'.padEnd(34)} ${'stops'.padStart(5)} ${'p50'.padStart(9)} ${'max'.padStart(9)} ${'over grace'.padStart(10)}`,
);
for (const row of rows) console.log(row);
if (overGrace > 0) {
  console.error(`\n${overGrace} stops took past the grace period or never ended.`);
  process.exitCode = 1;
}
