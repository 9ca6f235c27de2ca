import { expect } from 'vitest';

/**
 * Every error body carries its request's id (ADR 32), which is new on every request: no test can
 * write it into the body it expects. An error body compared whole (`toEqual({ error, code })`)
 * with one written without `requestId` is compared without it; a test that cares about the id
 * (`observability.db.test.ts`) says so with `requestId` in what it expects, or reads it. Only
 * objects shaped as error bodies (a string `error` and a string `code`) are treated so.
 */
const isErrorBody = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Record<string, unknown>).error === 'string' &&
  typeof (value as Record<string, unknown>).code === 'string';

function withoutRequestId(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _ignored, ...rest } = body;
  return rest;
}

const installed = Symbol.for('frameshop.errorBodyEquality');
const registry = globalThis as { [installed]?: boolean };
// Files share their worker's modules and globals (ADR 24): added once per worker, not per file.
if (!registry[installed]) {
  registry[installed] = true;
  expect.addEqualityTesters([
    function errorBodyWithoutRequestId(a, b, customTesters) {
      if (!isErrorBody(a) || !isErrorBody(b)) return undefined;
      if ('requestId' in a === 'requestId' in b) return undefined;
      return this.equals(withoutRequestId(a), withoutRequestId(b), customTesters);
    },
  ]);
}
