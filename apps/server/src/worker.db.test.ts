import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from './test-support/test-database';

const workerEntry = path.resolve(import.meta.dirname, 'worker.ts');

interface RunningWorker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorker(env: Record<string, string>): RunningWorker {
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

describe('the job worker process', () => {
  it.runIf(testEngine === 'pglite')(
    'refuses the embedded database with a message saying the server runs the jobs there',
    async () => {
      const worker = startWorker({});
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain('The job worker needs PostgreSQL: set DATABASE_URL');
      expect(worker.output()).toContain('the server runs the jobs itself');
    },
    30_000,
  );

  it.runIf(testEngine === 'postgres')(
    'runs against PostgreSQL, installing the queue tables, and stops cleanly on SIGTERM',
    async () => {
      const database = await createTestDatabase();
      try {
        const worker = startWorker({ DATABASE_URL: database.url ?? '' });
        const deadline = Date.now() + 30_000;
        while (!worker.output().includes('worker running')) {
          if (Date.now() > deadline || worker.child.exitCode !== null) {
            throw new Error(`worker did not start:\n${worker.output()}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        const { rows } = await database.executeSql(`select version from pgboss.version`);
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
