/**
 * `npm run bench:catalogue-ingest`: what filling the store costs (ADR 25), as ratios in one run.
 *
 * (a) Preparing a 30 s 1080p template clip (probe, poster, previews, mask, window) against the bare
 *     ffmpeg commands that make the same files: the preparation runs once with an ffmpeg that
 *     records each command it is given, then those commands are run again as they were, one after
 *     another, with nothing around them. Goal: ≤ 1.3×.
 * (b) Importing 1,000 manifest rows that share small media, on PostgreSQL (DATABASE_URL), while a
 *     second process asks the public list as fast as it answers (autocannon). Goals: the import
 *     ≤ 60 s, the list's p99 < 50 ms meanwhile.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  LocalDiskStorage,
  locateFfmpeg,
  MediaUrlSigner,
  runFfmpeg,
} from '../apps/server/src/modules/media';
import { prepareTemplateMedia } from '../apps/server/src/modules/template-media';
import { benchConfig, buildBenchApp } from './support/bench-app';
import { openEngine } from './support/engine';
import { printTable } from './support/table';

const run = promisify(execFile);
const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const autocannonBin = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');
const ffmpegPath = locateFfmpeg().path;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function storageIn(dir: string) {
  await fs.mkdir(dir, { recursive: true });
  return new LocalDiskStorage(dir, new MediaUrlSigner('a-url-signing-secret-long-enough!!'));
}

/** A 30 s 1080p clip, camera-like (moving test pattern), with a pure green window. */
async function makeClip(file: string, size = '1920x1080', duration = 30) {
  await runFfmpeg(
    [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${size}:r=30:d=${duration}`,
      '-vf',
      'drawbox=x=iw*0.3:y=ih*0.2:w=iw*0.4:h=ih*0.5:color=0x00FF00:t=fill',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-y',
      file,
    ],
    { ffmpegPath, timeoutMs: 300_000 },
  );
}

/** An ffmpeg that writes each command line (as JSON) to `log` and then runs the real one. */
async function recordingFfmpeg(dir: string, log: string): Promise<string> {
  const script = path.join(dir, 'ffmpeg-recorder.mjs');
  await fs.writeFile(
    script,
    `#!/usr/bin/env node
import { appendFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
const args = process.argv.slice(2);
appendFileSync(${JSON.stringify(log)}, JSON.stringify(args) + '\\n');
const child = spawnSync(${JSON.stringify(ffmpegPath)}, args, { stdio: 'inherit' });
process.exit(child.status ?? 1);
`,
  );
  await fs.chmod(script, 0o755);
  return script;
}

async function preparationRatio(work: string) {
  const clip = path.join(work, 'clip.mp4');
  await makeClip(clip);
  const log = path.join(work, 'commands.jsonl');
  const recorder = await recordingFfmpeg(work, log);
  const storage = await storageIn(path.join(work, 'store-a'));
  const started = performance.now();
  await prepareTemplateMedia(
    { kind: 'video', video: clip },
    { storage, ffmpegPath: recorder, limits: benchConfig().uploads },
  );
  const prepared = performance.now() - started;

  // The same commands, bare: their scratch folders are made again, then each runs as it ran.
  const commands = (await fs.readFile(log, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string[]);
  const tmp = os.tmpdir();
  for (const args of commands) {
    for (const arg of args) {
      if (arg.startsWith(tmp) && path.extname(arg))
        await fs.mkdir(path.dirname(arg), { recursive: true });
    }
  }
  const bareStarted = performance.now();
  for (const args of commands) await runFfmpeg(args, { ffmpegPath, timeoutMs: 300_000 });
  const bare = performance.now() - bareStarted;
  return { prepared, bare, commands: commands.length };
}

async function importUnderLoad(work: string) {
  const media = path.join(work, 'media');
  await fs.mkdir(media, { recursive: true });
  await makeClip(path.join(media, 'shared.mp4'), '640x360', 3);
  const lines = [
    'sku,kind,templateName,templateCategory,templateSection,templatePrice,videoFile,status',
  ];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `BENCH-${i},video,Bench Reel ${i},Business|Travel,Intros,${10 + (i % 50)},shared.mp4,published`,
    );
  }
  const manifestFile = path.join(work, 'manifest.csv');
  await fs.writeFile(manifestFile, lines.join('\n'));

  const { database, drop, url } = await openEngine('postgres');
  await database.migrate();
  const app = await buildBenchApp(database, { CATALOGUE_CACHE_SECONDS: '30' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const round = async () => {
      const { stdout } = await run(
        autocannonBin,
        ['--json', '-c', '10', '-d', '2', `${address}/api/templates?sort=popularity`],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const result = JSON.parse(stdout) as {
        latency: { p99: number };
        requests: { total: number };
      };
      return { p99: result.latency.p99, requests: result.requests.total };
    };
    // The same load with nothing else running, for comparison on this machine as it is now.
    await round();
    const quiet = await round();
    // Two-second rounds of load until the import is done; the worst round's p99 is reported.
    let importing = true;
    const rounds: { p99: number; requests: number }[] = [];
    const load = (async () => {
      while (importing) rounds.push(await round());
    })();
    // The command line, in its own process, as an owner runs it beside the servers.
    const started = performance.now();
    const cli = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/catalogue-cli.ts',
        'import',
        manifestFile,
        '--media',
        media,
      ],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATA_DIR: path.join(work, 'cli-data'),
          LOG_LEVEL: 'silent',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const summary =
      cli.stdout
        .trim()
        .split('\n')
        .find((line) => line.includes(' created, ')) ?? '';
    const imported = performance.now() - started;
    importing = false;
    await load;
    const p99 = Math.max(...rounds.map((round) => round.p99));
    const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
    return { imported, summary, p99, requests, quietP99: quiet.p99 };
  } finally {
    await app.close();
    await drop();
  }
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-bench-ingest-'));
try {
  const a = await preparationRatio(work);
  const rows: string[][] = [
    ['(a) preparing a 30 s 1080p clip', seconds(a.prepared), ''],
    [`    the same ${a.commands} ffmpeg commands, bare`, seconds(a.bare), ''],
    [
      '    ratio (goal ≤ 1.3)',
      (a.prepared / a.bare).toFixed(2),
      a.prepared / a.bare <= 1.3 ? 'pass' : 'FAIL',
    ],
  ];
  if (process.env.DATABASE_URL) {
    const b = await importUnderLoad(work);
    rows.push(
      [
        `(b) importing ${ROWS} rows on PostgreSQL (goal ≤ 60 s)`,
        seconds(b.imported),
        b.imported <= 60_000 ? 'pass' : 'FAIL',
      ],
      [`    ${b.summary}`, '', ''],
      [
        `    list p99 meanwhile, ${b.requests} requests (goal < 50 ms)`,
        `${b.p99} ms`,
        b.p99 < 50 ? 'pass' : 'FAIL',
      ],
      ['    list p99 with no import, just before', `${b.quietP99} ms`, ''],
    );
  } else {
    rows.push(['(b) importing on PostgreSQL', 'skipped: set DATABASE_URL', '']);
  }
  printTable(['', 'measured', 'goal'], rows);
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
