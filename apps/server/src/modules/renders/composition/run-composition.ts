import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CompositionCommand } from './composition-args';
import { classifyFfmpegFailure, CompositionError, CompositionMessage } from './composition-error';
import { createProgressReader } from './ffmpeg-progress';

export interface RunCompositionOptions {
  ffmpegPath: string;
  /** 0–100 of the output's duration, growing; 100 once the file is in place. */
  onProgress?: (percent: number) => void;
  /** Called with ffmpeg's process id once it runs, for logs. */
  onStarted?: (pid: number) => void;
  /** Aborting stops ffmpeg and rejects with a `cancelled` CompositionError. */
  signal?: AbortSignal;
  /** A render never outlives this; it then rejects with a `timed-out` CompositionError. */
  timeoutMs: number;
  /** How long ffmpeg has to stop after SIGTERM before it is killed outright. */
  killGraceMs?: number;
}

const STDERR_KEPT_CHARS = 16_000;
const DEFAULT_KILL_GRACE_MS = 2_000;

/**
 * Runs one composition. ffmpeg writes the partial file; only a run that ends well renames it to the
 * output, so a file at the output path is always whole. Every other ending (failure, abort,
 * time-out) removes the partial file before the promise settles, and the promise settles only
 * after ffmpeg has exited.
 */
export async function runComposition(
  command: CompositionCommand,
  options: RunCompositionOptions,
): Promise<void> {
  if (options.signal?.aborted) {
    throw new CompositionError('cancelled', CompositionMessage.cancelled);
  }
  await fs.mkdir(path.dirname(command.outputPath), { recursive: true });
  // A partial file left by a run that was killed with its process (a crash, kill -9).
  await fs.rm(command.partialPath, { force: true });
  try {
    await runFfmpeg(command, options);
    await fs.rename(command.partialPath, command.outputPath);
  } catch (error) {
    await fs.rm(command.partialPath, { force: true });
    throw error;
  }
  options.onProgress?.(100);
}

function runFfmpeg(command: CompositionCommand, options: RunCompositionOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      options.ffmpegPath,
      ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', ...command.args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let stopped: CompositionError | undefined;
    let killTimer: NodeJS.Timeout | undefined;

    const readProgress = createProgressReader(command.durationSeconds, (percent) => {
      // 100 is reported once the output is in place, not when ffmpeg says it has finished.
      if (percent < 100) options.onProgress?.(percent);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', readProgress);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the end matters for a diagnosis; a long render would otherwise grow this without bound.
      stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
    });

    const stop = (reason: CompositionError) => {
      if (stopped) return;
      stopped = reason;
      // SIGTERM lets ffmpeg close its files; one that does not stop in time is killed outright.
      child.kill('SIGTERM');
      killTimer = setTimeout(
        () => child.kill('SIGKILL'),
        options.killGraceMs ?? DEFAULT_KILL_GRACE_MS,
      );
    };
    const onAbort = () => stop(new CompositionError('cancelled', CompositionMessage.cancelled));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timeout = setTimeout(
      () =>
        stop(
          new CompositionError('timed-out', CompositionMessage.timedOut(options.timeoutMs), stderr),
        ),
      options.timeoutMs,
    );
    if (child.pid !== undefined) options.onStarted?.(child.pid);

    const finish = () => {
      clearTimeout(timeout);
      clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      finish();
      reject(
        new CompositionError('ffmpeg-failed', CompositionMessage.ffmpegNotStarted, error.message),
      );
    });
    child.on('close', (code) => {
      finish();
      if (stopped) reject(stopped);
      else if (code === 0) resolve();
      else reject(classifyFfmpegFailure(stderr, command.inputs));
    });
  });
}
