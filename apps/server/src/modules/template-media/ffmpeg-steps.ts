import fs from 'node:fs/promises';
import { runFfmpeg } from '../media';
import { CompositionError, runComposition, type CompositionCommand } from '../renders';
import { TemplateMediaError, TemplateMediaMessage } from './template-media-error';

export interface FfmpegStepOptions {
  ffmpegPath: string;
  timeoutMs: number;
}

/**
 * One ffmpeg run on files already checked: a failure now is the server's (killed, out of disk, a
 * time limit), told to the owner in short; what ffmpeg said goes along as the cause, for the logs.
 */
export async function runStep(args: string[], options: FfmpegStepOptions): Promise<string> {
  try {
    return (await runFfmpeg(args, options)).stderr;
  } catch (error) {
    throw stepFailure(error, options.timeoutMs);
  }
}

/** A composition (the mock-up), with its progress, failing as `runStep` does. */
export async function runCompositionStep(
  command: CompositionCommand,
  options: FfmpegStepOptions & { onProgress?: (percent: number) => void },
): Promise<void> {
  try {
    await runComposition(command, options);
  } catch (error) {
    throw stepFailure(error, options.timeoutMs);
  }
}

function stepFailure(error: unknown, timeoutMs: number): TemplateMediaError {
  const timedOut =
    error instanceof CompositionError
      ? error.failure === 'timed-out'
      : error instanceof Error && /did not finish within/.test(error.message);
  return timedOut
    ? new TemplateMediaError('timed-out', TemplateMediaMessage.timedOut(timeoutMs), {
        cause: error,
      })
    : new TemplateMediaError('ffmpeg-failed', TemplateMediaMessage.ffmpegFailed, { cause: error });
}

/**
 * Waits for every run, then fails with the first failure: a run is never left writing into a
 * scratch folder that is being removed.
 */
export async function settleAll<T extends readonly unknown[] | []>(
  steps: T,
): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  const settled: PromiseSettledResult<unknown>[] = await Promise.allSettled(
    steps as readonly unknown[],
  );
  const failed = settled.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [P in keyof T]: Awaited<T[P]>;
  };
}

/** ffmpeg ends well without writing an output whose frame never came (a time past the end). */
export async function expectOutputs(files: readonly string[]): Promise<void> {
  for (const file of files) {
    const size = await fs.stat(file).then(
      (stat) => stat.size,
      () => 0,
    );
    if (size === 0) {
      throw new TemplateMediaError('ffmpeg-failed', TemplateMediaMessage.ffmpegFailed, {
        cause: new Error(`ffmpeg wrote nothing to ${file}`),
      });
    }
  }
}
