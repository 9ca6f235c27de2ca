import { afterAll, expect } from 'vitest';

/**
 * Fails a PostgreSQL suite whose code sent a query on a client that was still running one: two
 * queries at once in one transaction (a `Promise.all` over a `Tx`). pg 8 queues the second and warns
 * once per process; pg 9 will refuse it.
 */
const overlapping: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) overlapping.push(warning.message);
});

afterAll(() => {
  expect(
    overlapping,
    'two queries ran at once on one connection (a Promise.all over a Tx?)',
  ).toEqual([]);
});
