/**
 * `npm run bench:render`: one order's composition, a 10 s 1080p video template with a 10 s 1080p
 * upload, rendered (a) through the pipeline (`compositionArgs` + `runComposition`, with its progress
 * reading and the rename into place) and (b) by the bare ffmpeg command with the same arguments
 * from the command line, in turns so a busy machine slows both alike; then (c) the 540p watermarked
 * preview, cut from the preview proxies of the template and of the upload as the server does (and,
 * to compare, from the 1080p files), with the time at which its file first holds a playable first
 * second and the time the upload's proxy takes (made once, by a job, when the video is uploaded),
 * and the jobs per minute of one and of two renders at a time (one or two workers).
 * Goals: (a) ≤ 1.1 × (b); (a) ≤ 1 × the video's length on 2 cores; (c) ≤ 1.5 s and ≤ 0.25 of (a)'s
 * CPU.
 * The template and the upload are generated once and kept in the temp directory. Then the image
 * export of a scene, PNG and JPEG, next to the bare @napi-rs/canvas draw (render-image.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderPlacementSchema } from '@frameshop/contract';
import { findSystemFont } from '../apps/server/src/modules/media';
import { locateFfmpeg, runFfmpeg } from '../apps/server/src/modules/media';
import {
  compositionArgs,
  loadTemplateMedia,
  loadUploadMedia,
  uploadPreviewProxyArgs,
  runComposition,
  type CompositionCommand,
  type CompositionInput,
} from '../apps/server/src/modules/renders';
import { benchImageExport } from './render-image';
import { PlayableMp4 } from './support/playable-mp4';
import { benchMedia, SECONDS } from './support/render-media';
import { printTable } from './support/table';

const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const ffmpegPath = locateFfmpeg().path;
const cores = os.availableParallelism();

/** The arguments as one command line, quoted for a POSIX shell. */
function commandLine(args: string[]): string {
  const quote = (arg: string) =>
    /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
  return [ffmpegPath, '-hide_banner', '-nostdin', '-loglevel', 'error', ...args]
    .map(quote)
    .join(' ');
}

/** The bare command, run by the shell as a person would type it; its output goes elsewhere. */
function runBare(command: CompositionCommand, output: string): Promise<void> {
  const args = command.args.map((arg) => (arg === command.partialPath ? output : arg));
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', commandLine(args)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the bare ffmpeg command exited with ${code}`)),
    );
  });
}

/**
 * CPU seconds used by this process's finished children (Linux's cutime + cstime, in clock ticks of
 * 1/100 s), or NaN elsewhere. Unlike wall time, it hardly changes when other work shares the cores.
 */
function childCpuSeconds(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  wall: number;
  cpu: number;
}

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  await run();
  return { wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpuBefore };
}

/** How often the growing output is read for its first playable second. */
const PLAYABLE_POLL_MS = 20;

/**
 * A composition's run, with the seconds until its output first held a playable first second: read
 * from the partial file as ffmpeg writes it, or, for a file that only plays when whole, the time
 * it was done. The reading runs in this process, whose CPU is not counted as ffmpeg's.
 */
async function timedWithFirstSecond(
  command: CompositionCommand,
  run: () => Promise<unknown>,
): Promise<Timing & { firstSecond: number }> {
  const started = performance.now();
  const growing = new PlayableMp4(command.partialPath);
  let firstSecond: number | null = null;
  const poll = () => {
    if (firstSecond === null && growing.poll() >= 1) {
      firstSecond = (performance.now() - started) / 1000;
    }
  };
  const timer = setInterval(poll, PLAYABLE_POLL_MS);
  try {
    const timing = await timed(run);
    return { ...timing, firstSecond: firstSecond ?? timing.wall };
  } finally {
    clearInterval(timer);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (value: number) => `${value.toFixed(2)} s`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

async function main() {
  const media = await benchMedia();
  const [template, proxy, upload, uploadProxy] = await Promise.all([
    loadTemplateMedia(ffmpegPath, media),
    loadTemplateMedia(ffmpegPath, { sourcePath: media.proxyPath, maskPath: media.maskPath }),
    loadUploadMedia(ffmpegPath, media.uploadPath),
    loadUploadMedia(ffmpegPath, media.uploadProxyPath),
  ]);
  // Every part of the pipeline at work: a zoomed, panned, trimmed upload and both soundtracks.
  const placement = renderPlacementSchema.parse({
    fit: 'fill',
    zoom: 1.25,
    offsetX: 0.1,
    offsetY: -0.05,
    trimStart: 0.5,
    audio: 'both',
  });
  const out = path.join(media.dir, 'out');
  const input = (
    name: string,
    variant: CompositionInput['variant'],
    from = { template, upload },
  ): CompositionInput => ({
    ...from,
    placement,
    outputPath: path.join(out, name),
    variant,
    watermarkFont: findSystemFont(),
  });
  const final = compositionArgs(input('pipeline.mp4', 'final'));
  const preview = compositionArgs(
    input('preview.mp4', 'preview', { template: proxy, upload: uploadProxy }),
  );
  const previewFromSource = compositionArgs(input('preview-from-source.mp4', 'preview'));
  const viaPipeline = (command: CompositionCommand) =>
    runComposition(command, { ffmpegPath, timeoutMs: 600_000 });

  console.log(`ffmpeg: ${ffmpegPath}; ${cores} cores; ${rounds} rounds; the bare command:`);
  console.log(
    `  ${commandLine(final.args.map((a) => (a === final.partialPath ? 'bare.mp4' : a)))}\n`,
  );

  const pipelineTimes: Timing[] = [];
  const bareTimes: Timing[] = [];
  const previewTimes: (Timing & { firstSecond: number })[] = [];
  const fromSourceTimes: Timing[] = [];
  const uploadProxyTimes: Timing[] = [];
  // The upload's proxy, which a job makes when the video is uploaded.
  const makeUploadProxy = () =>
    runFfmpeg(
      ['-loglevel', 'error', ...uploadPreviewProxyArgs(media.uploadPath, path.join(out, 'up.mp4'))],
      { ffmpegPath, timeoutMs: 600_000 },
    );
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer machine.
    const pair = [
      async () => pipelineTimes.push(await timed(() => viaPipeline(final))),
      async () => bareTimes.push(await timed(() => runBare(final, path.join(out, 'bare.mp4')))),
    ];
    if (round % 2) pair.reverse();
    for (const run of pair) await run();
    previewTimes.push(await timedWithFirstSecond(preview, () => viaPipeline(preview)));
    fromSourceTimes.push(await timed(() => viaPipeline(previewFromSource)));
    uploadProxyTimes.push(await timed(makeUploadProxy));
  }

  // Workers render one job at a time each; two workers on one machine share its cores.
  const jobsPerMinute = async (workers: number) => {
    const commands = Array.from({ length: workers }, (_, index) =>
      compositionArgs(input(`worker-${index}.mp4`, 'final')),
    );
    const { wall } = await timed(() => Promise.all(commands.map(viaPipeline)));
    return (60 * workers) / wall;
  };
  const oneWorker = await jobsPerMinute(1);
  const twoWorkers = await jobsPerMinute(2);

  const wall = (times: Timing[]) => median(times.map((time) => time.wall));
  const cpu = (times: Timing[]) => median(times.map((time) => time.cpu));
  const runs = (times: Timing[]) => times.map((time) => seconds(time.wall)).join(' ');
  const timingRow = (label: string, times: Timing[], goal = '', pass?: boolean) => [
    label,
    seconds(wall(times)),
    cpu(times).toFixed(1),
    runs(times),
    goal,
    pass === undefined ? '' : verdict(pass),
  ];
  const pipeline = wall(pipelineTimes);
  const previewTime = wall(previewTimes);
  const previewCpuShare = cpu(previewTimes) / cpu(pipelineTimes);
  const ratio = pipeline / wall(bareTimes);
  const realTime = pipeline / SECONDS;
  printTable(
    ['measure', 'wall (median)', 'CPU s', 'wall runs', 'goal', 'result'],
    [
      timingRow('(a) pipeline, 1080p', pipelineTimes),
      timingRow('(b) bare ffmpeg command', bareTimes),
      ['(a) ÷ (b)', ratio.toFixed(3), '', '', '≤ 1.1', verdict(ratio <= 1.1)],
      ['(a) ÷ (b), CPU time', (cpu(pipelineTimes) / cpu(bareTimes)).toFixed(3), '', '', '', ''],
      [
        `(a) × video length (${cores} cores)`,
        realTime.toFixed(3),
        '',
        '',
        '≤ 1 on 2 cores',
        verdict(realTime <= 1),
      ],
      timingRow('(c) preview, 540p, from the proxies', previewTimes, '≤ 1.5 s', previewTime <= 1.5),
      [
        '    first playable second',
        seconds(median(previewTimes.map((time) => time.firstSecond))),
        '',
        previewTimes.map((time) => seconds(time.firstSecond)).join(' '),
        '',
        '',
      ],
      [
        '(c) CPU ÷ (a) CPU',
        previewCpuShare.toFixed(3),
        '',
        '',
        '≤ 0.25',
        verdict(previewCpuShare <= 0.25),
      ],
      timingRow('    from the 1080p files', fromSourceTimes),
      timingRow("    making the upload's proxy (once)", uploadProxyTimes),
      ['jobs per minute, 1 worker', oneWorker.toFixed(1), '', '', '', ''],
      ['jobs per minute, 2 workers', twoWorkers.toFixed(1), '', '', '', ''],
    ],
  );
  const [load] = os.loadavg();
  console.log(`\nLoad average ${load!.toFixed(1)} on ${cores} cores during the run.`);
  if (load! > cores) {
    console.log(
      'Other work shared the cores, so wall times are longer than on an idle machine; CPU s ÷ ' +
        `${cores} is the least wall time ${cores} idle cores could need.`,
    );
  }
  fs.rmSync(out, { recursive: true, force: true });
}

await main();
await benchImageExport();
