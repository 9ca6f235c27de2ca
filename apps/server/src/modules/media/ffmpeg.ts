import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type FfmpegSource = 'FFMPEG_PATH' | 'system' | 'bundled';

export interface FfmpegLocation {
  path: string;
  source: FfmpegSource;
}

export class FfmpegNotFoundError extends Error {
  override name = 'FfmpegNotFoundError';
}

export interface LocateFfmpegOptions {
  /** FFMPEG_PATH from the validated config. */
  configuredPath?: string;
  /** The PATH to search; the process's own by default. */
  searchPath?: string;
  /** Where the npm-shipped binary is; overridable so tests can take it away. */
  bundledPath?: () => string | undefined;
}

/**
 * The system ffmpeg is preferred: distributions build it with more codecs and keep it patched. The
 * binary shipped by `@ffmpeg-installer/ffmpeg` is the fallback, so a fresh clone works without one.
 */
export function locateFfmpeg(options: LocateFfmpegOptions = {}): FfmpegLocation {
  if (options.configuredPath) {
    // A bare name such as `ffmpeg-6` is looked up on PATH like a shell would.
    const configured = options.configuredPath.includes(path.sep)
      ? path.resolve(options.configuredPath)
      : findOnPath(options.configuredPath, options.searchPath ?? process.env.PATH ?? '');
    if (!configured || !isExecutableFile(configured)) {
      throw new FfmpegNotFoundError(
        `FFMPEG_PATH is ${options.configuredPath}, which is not an executable file. ` +
          'Point it at an ffmpeg binary or unset it to use the one on PATH.',
      );
    }
    return { path: configured, source: 'FFMPEG_PATH' };
  }
  const onPath = findOnPath('ffmpeg', options.searchPath ?? process.env.PATH ?? '');
  if (onPath) return { path: onPath, source: 'system' };
  const bundled = (options.bundledPath ?? bundledFfmpegPath)();
  if (bundled && isExecutableFile(bundled)) return { path: bundled, source: 'bundled' };
  throw new FfmpegNotFoundError(
    'ffmpeg was not found: install it (e.g. `apt-get install ffmpeg`), set FFMPEG_PATH, or run ' +
      '`npm install` so that @ffmpeg-installer/ffmpeg can provide one for this platform.',
  );
}

/**
 * ffprobe beside the ffmpeg in use (a distribution or a static build ships both), else on PATH;
 * undefined when there is none, as with the npm-shipped ffmpeg: callers then read `ffmpeg -i`.
 */
export function locateFfprobe(
  ffmpeg: FfmpegLocation,
  searchPath = process.env.PATH ?? '',
): string | undefined {
  const beside = path.join(path.dirname(ffmpeg.path), 'ffprobe');
  return isExecutableFile(beside) ? beside : findOnPath('ffprobe', searchPath);
}

function bundledFfmpegPath(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // The package ships binaries for common platforms only and throws on the others.
    return undefined;
  }
}

function findOnPath(command: string, searchPath: string): string | undefined {
  for (const directory of searchPath.split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export interface RunFfmpegOptions {
  ffmpegPath: string;
  /** The process is killed after this long; a stuck encode must not hold a start-up or a worker. */
  timeoutMs?: number;
}

export interface FfmpegResult {
  stdout: Buffer;
  stderr: string;
}

const STDERR_KEPT_CHARS = 16_000;
const STDERR_TAIL_LINES = 12;

/** Runs ffmpeg non-interactively; rejects with the tail of its stderr when it fails or times out. */
export function runFfmpeg(args: string[], options: RunFfmpegOptions): Promise<FfmpegResult> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the end matters for a diagnosis; a long encode would otherwise grow this without bound.
      stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`ffmpeg could not be started (${options.ffmpegPath}): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(new Error(`ffmpeg did not finish within ${timeoutMs} ms: ${tail(stderr)}`));
      } else if (code === 0) {
        resolve({ stdout: Buffer.concat(stdout), stderr });
      } else {
        const status = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
        reject(new Error(`ffmpeg ${status}: ${tail(stderr)}`));
      }
    });
  });
}

function tail(text: string): string {
  const lines = text.trim().split('\n');
  return lines.slice(-STDERR_TAIL_LINES).join('\n') || '(no output)';
}
