import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { storeProgramArgs } from '../../../../scripts/server-bundle.mjs';
import { watchOutput, type ProcessOutput } from './process-output';
import { PROCESS_START_TIMEOUT_MS } from './server-process';

export interface RunningWorker extends ProcessOutput {
  child: ChildProcess;
}

/**
 * `npm run worker` as its own process, from the bundle. Like the server's helper it inherits
 * nothing of this shell but PATH, so only what `env` says reaches it.
 */
export async function startWorker(env: Record<string, string>): Promise<RunningWorker> {
  const child = spawn(process.execPath, await storeProgramArgs('worker'), {
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
  return { child, ...watchOutput(child) };
}

/** Resolves once the worker says it runs; fails with its output if it exits or takes too long. */
export async function waitForWorker(
  worker: RunningWorker,
  timeoutMs = PROCESS_START_TIMEOUT_MS,
): Promise<void> {
  await worker.printed(/worker running/, 'the worker', timeoutMs);
}
