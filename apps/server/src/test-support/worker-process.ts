import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { PROCESS_START_TIMEOUT_MS } from './server-process';

const workerEntry = path.resolve(import.meta.dirname, '../worker.ts');

export interface RunningWorker {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm run worker` as its own process (`node --import tsx src/worker.ts`). Like the server's
 * helper it inherits nothing of this shell but PATH, so only what `env` says reaches it.
 */
export function startWorker(env: Record<string, string>): RunningWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(os.tmpdir(), 'frameshop-worker-test'),
      JWT_SECRET: 'worker-test-jwt-secret-long-enough-to-pass',
      URL_SIGNING_SECRET: 'worker-test-url-signing-secret-long-enough',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves once the worker says it runs; fails with its output if it exits or takes too long. */
export async function waitForWorker(
  worker: RunningWorker,
  timeoutMs = PROCESS_START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!worker.output().includes('worker running')) {
    if (Date.now() > deadline || worker.child.exitCode !== null) {
      throw new Error(`worker did not start:\n${worker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
