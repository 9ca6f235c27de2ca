import { AsyncLocalStorage } from 'node:async_hooks';
import childProcess, { type ChildProcess } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobHandler, JobInfo } from '../../apps/server/src/jobs';
import { SceneExportService } from '../../apps/server/src/modules/scene-export';

/** The epoch in milliseconds, finer than Date.now(), comparable with the rows' timestamps. */
export const epochMs = () => performance.timeOrigin + performance.now();

/** Where one run of the render job spent its time (epoch ms; durations in ms). */
export interface JobTiming {
  renderId: string;
  start: number;
  end: number;
  /** Drawing the scene with the shared renderer and encoding it (with decoding its pictures). */
  drawing: number;
  /** The composition's ffmpeg run (the one that reads its progress). */
  composing: number;
  /** Every other ffmpeg or ffprobe run: probing the template, the poster. */
  otherProcesses: number;
}

const current = new AsyncLocalStorage<JobTiming>();
const timings: JobTiming[] = [];

/**
 * The render job's handler, timed: every run of it records when it started and ended, and, through
 * the async context of the run, how long it drew and how long its child processes ran. The job
 * itself runs unchanged; only the clock is read around it.
 */
export function timedRenderHandler(
  handler: JobHandler<{ renderId: string }>,
): JobHandler<{ renderId: string }> {
  const timed = (payload: { renderId: string }, info: JobInfo) => {
    const timing: JobTiming = {
      renderId: payload.renderId,
      start: epochMs(),
      end: Number.NaN,
      drawing: 0,
      composing: 0,
      otherProcesses: 0,
    };
    timings.push(timing);
    return current.run(timing, async () => {
      try {
        await handler(payload, info);
      } finally {
        timing.end = epochMs();
      }
    });
  };
  return Object.assign(timed, { concurrency: handler.concurrency ?? 1 });
}

/**
 * The timed runs of these renders (each one's last run, should one have run twice), once every
 * one has ended: a render is completed in its job's last transaction, a little before the job ends.
 */
export async function timingsOf(renderIds: string[]): Promise<JobTiming[]> {
  const wanted = new Set(renderIds);
  for (;;) {
    const last = new Map<string, JobTiming>();
    for (const timing of timings) {
      if (wanted.has(timing.renderId)) last.set(timing.renderId, timing);
    }
    const runs = [...last.values()];
    if (runs.length === wanted.size && runs.every((run) => Number.isFinite(run.end))) return runs;
    await sleep(20);
  }
}

let installed = false;

/**
 * Counts, for the render job's run in whose async context they happen, the time the scene export
 * draws (SceneExportService's two drawing methods) and the time child processes run (spawn; the
 * composition is told apart by its `-progress` argument). Outside a timed run nothing is counted.
 */
export function countDrawingAndProcesses(): void {
  if (installed) return;
  installed = true;
  const prototype = SceneExportService.prototype;
  for (const method of ['exportImage', 'exportBuyerLayers'] as const) {
    const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
    Object.assign(prototype, {
      [method]: async function (this: SceneExportService, ...args: unknown[]) {
        const started = performance.now();
        try {
          return await original.apply(this, args);
        } finally {
          const timing = current.getStore();
          if (timing) timing.drawing += performance.now() - started;
        }
      },
    });
  }
  const spawn = childProcess.spawn as (...args: unknown[]) => ChildProcess;
  Object.assign(childProcess, {
    spawn(...args: unknown[]) {
      const child = spawn(...args);
      const timing = current.getStore();
      if (timing) {
        const started = performance.now();
        const composing = Array.isArray(args[1]) && args[1].includes('-progress');
        child.once('close', () => {
          const ms = performance.now() - started;
          if (composing) timing.composing += ms;
          else timing.otherProcesses += ms;
        });
      }
      return child;
    },
  });
  // The server's modules import `spawn` by name: their binding follows the patched export.
  syncBuiltinESMExports();
}
