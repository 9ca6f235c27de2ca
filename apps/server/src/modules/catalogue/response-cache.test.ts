import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('serves a stored answer until it expires, then creates it again', async () => {
    let now = 0;
    let calls = 0;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    const create = async () => ({ call: (calls += 1) });
    const first = await cache.getOrCreate('k', create);
    now = 999;
    expect(await cache.getOrCreate('k', create)).toBe(first);
    now = 1000;
    const second = await cache.getOrCreate('k', create);
    expect(JSON.parse(second.body)).toEqual({ call: 2 });
    expect(second.etag).not.toBe(first.etag);
  });

  it('gives equal bodies equal weak ETags', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 });
    const a = await cache.getOrCreate('a', async () => ({ same: true }));
    const b = await cache.getOrCreate('b', async () => ({ same: true }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 60_000 });
    let calls = 0;
    const create = async () => (calls += 1);
    await cache.getOrCreate('a', create);
    await cache.getOrCreate('b', create);
    await cache.getOrCreate('a', create); // a is now the most recent
    await cache.getOrCreate('c', create); // evicts b
    await cache.getOrCreate('a', create);
    expect(calls).toBe(3);
    await cache.getOrCreate('b', create);
    expect(calls).toBe(4);
  });

  it('stores nothing with a size of zero', async () => {
    const cache = new ResponseCache({ maxEntries: 0, ttlMs: 60_000 });
    let calls = 0;
    await cache.getOrCreate('a', async () => (calls += 1));
    await cache.getOrCreate('a', async () => (calls += 1));
    expect(calls).toBe(2);
  });

  it('does not keep a failed creation', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
    await expect(
      cache.getOrCreate('a', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(JSON.parse((await cache.getOrCreate('a', async () => 'ok')).body)).toBe('ok');
  });
});
