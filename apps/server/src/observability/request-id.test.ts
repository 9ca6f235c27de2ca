import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const requestWith = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;

describe('request ids', () => {
  it('keeps a short safe id a proxy sent', () => {
    for (const id of [
      'abc',
      '0f4e9a6c-2b1d-4c8e-9f7a-3d2c1b0a9e8f',
      'edge.7:B_2',
      'x'.repeat(64),
    ]) {
      expect(requestIdOf(requestWith({ 'x-request-id': id }))).toBe(id);
    }
  });

  it('makes its own, 16 hex digits and new each time, for none or an unsafe one', () => {
    const made = new Set<string>();
    for (const sent of [undefined, '', 'two words', 'x'.repeat(65), 'a"b', 'a\nb', ['a', 'b']]) {
      const id = requestIdOf(requestWith({ 'x-request-id': sent }));
      expect(id, JSON.stringify(sent)).toMatch(/^[0-9a-f]{16}$/);
      made.add(id);
    }
    expect(made.size).toBe(7);
  });
});
