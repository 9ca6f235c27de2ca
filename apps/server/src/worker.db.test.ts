import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from './test-support/test-database';
import { startWorker, waitForWorker } from './test-support/worker-process';

describe('the job worker process', () => {
  it.runIf(testEngine === 'pglite')(
    'refuses the embedded database with a message saying the server runs the jobs there',
    async () => {
      const worker = await startWorker({});
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
        const worker = await startWorker({ DATABASE_URL: database.url ?? '' });
        await waitForWorker(worker);
        worker.child.kill('SIGTERM');
        expect(await worker.exited, worker.output()).toBe(0);
        const { rows } = await database.executeSql(`select version from pgboss.version`);
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
