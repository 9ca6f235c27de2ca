import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedResponse, ResponseCache } from './response-cache';

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
    expect(JSON.parse(second.body.toString())).toEqual({ call: 2 });
    expect(second.etag).not.toBe(first.etag);
  });

  it('gives equal bodies equal weak ETags', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 });
    const a = await cache.getOrCreate('a', async () => ({ same: true }));
    const b = await cache.getOrCreate('b', async () => ({ same: true }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('does not keep an answer made across a clear: it was read before the change', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
    let release: (value: { version: number }) => void = () => undefined;
    const slow = cache.getOrCreate('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ version: 1 });
    expect(JSON.parse((await slow).body.toString())).toEqual({ version: 1 });
    const fresh = await cache.getOrCreate('k', async () => ({ version: 2 }));
    expect(JSON.parse(fresh.body.toString())).toEqual({ version: 2 });
  });

  describe('through templates saved (ADR 64)', () => {
    /** A cache with one answer made under `key`, held through saves while `holds` says so. */
    const cacheHolding = (holds: () => Promise<boolean>) => {
      const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
      let made = 0;
      let checks = 0;
      const ask = () =>
        cache.getOrCreate('k', async (making) => {
          made += 1;
          making.holdsThrough(() => {
            checks += 1;
            return holds();
          });
          return { made };
        });
      const madeOf = async () =>
        (JSON.parse((await ask()).body.toString()) as { made: number }).made;
      return { cache, madeOf, counts: () => ({ made, checks }) };
    };

    it('sends an answer whose check holds again, checked once a save', async () => {
      const { cache, madeOf, counts } = cacheHolding(async () => true);
      expect(await madeOf()).toBe(1);
      cache.templatesSaved();
      expect(cache.get('k')).toBeUndefined();
      expect(await madeOf()).toBe(1);
      expect(await madeOf()).toBe(1);
      expect(cache.get('k')).toBeDefined();
      expect(counts()).toEqual({ made: 1, checks: 1 });
    });

    it('makes the answer again when its check says no, or fails', async () => {
      let holds: () => Promise<boolean> = async () => false;
      const { cache, madeOf, counts } = cacheHolding(() => holds());
      await madeOf();
      cache.templatesSaved();
      expect(await madeOf()).toBe(2);
      holds = async () => {
        throw new Error('the database is away');
      };
      cache.templatesSaved();
      expect(await madeOf()).toBe(3);
      expect(counts()).toEqual({ made: 3, checks: 2 });
    });

    it('makes an answer without a check again after a save, and drops all at a clear', async () => {
      const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
      let made = 0;
      const create = async () => (made += 1);
      await cache.getOrCreate('k', create);
      cache.templatesSaved();
      await cache.getOrCreate('k', create);
      expect(made).toBe(2);
      const held = cacheHolding(async () => true);
      await held.madeOf();
      held.cache.clear();
      expect(await held.madeOf()).toBe(2);
    });

    it('checks an answer made across a save when it is next asked for', async () => {
      const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
      let release: () => void = () => undefined;
      let checks = 0;
      const slow = cache.getOrCreate('k', async (making) => {
        making.holdsThrough(async () => (checks += 1) > 0);
        await new Promise<void>((resolve) => (release = resolve));
        return { version: 1 };
      });
      await Promise.resolve();
      cache.templatesSaved();
      release();
      const first = await slow;
      expect(cache.get('k')).toBeUndefined();
      expect(await cache.getOrCreate('k', async () => ({ version: 2 }))).toBe(first);
      expect(checks).toBe(1);
    });
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
    expect(JSON.parse((await cache.getOrCreate('a', async () => 'ok')).body.toString())).toBe('ok');
  });

  it('answers a fresh entry synchronously, and nothing once it has expired', async () => {
    let now = 0;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    expect(cache.get('k')).toBeUndefined();
    const stored = await cache.getOrCreate('k', async () => ({ a: 1 }));
    expect(cache.get('k')).toBe(stored);
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('replaces the most recently used entry when it is created again', async () => {
    let now = 0;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    await cache.getOrCreate('k', async () => 1);
    expect(cache.get('k')).toBeDefined();
    now = 1000;
    const second = await cache.getOrCreate('k', async () => 2);
    expect(cache.get('k')).toBe(second);
  });
});

describe('ResponseCache under concurrent misses', () => {
  it('creates an answer once for every request that misses it meanwhile', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 });
    let calls = 0;
    const underWay: (() => void)[] = [];
    const create = async () => {
      calls += 1;
      await new Promise<void>((resolve) => underWay.push(resolve));
      return { calls };
    };
    // All three ask while the first creation is still under way.
    const asked = [1, 2, 3].map(() => cache.getOrCreate('k', create));
    for (const finish of underWay) finish();
    const answers = await Promise.all(asked);
    expect(calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('lets every waiter see a failure, and tries again on the next request', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 });
    const underWay: (() => void)[] = [];
    const failing = async () => {
      await new Promise<void>((resolve) => underWay.push(resolve));
      throw new Error('db down');
    };
    const asked = [cache.getOrCreate('k', failing), cache.getOrCreate('k', failing)];
    for (const fail of underWay) fail();
    const results = await Promise.allSettled(asked);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(JSON.parse((await cache.getOrCreate('k', async () => 'ok')).body.toString())).toBe('ok');
  });

  it('asks every request of its own with the cache switched off', async () => {
    const cache = new ResponseCache({ maxEntries: 0, ttlMs: 0 });
    let calls = 0;
    await Promise.all([1, 2].map(() => cache.getOrCreate('k', async () => (calls += 1))));
    expect(calls).toBe(2);
  });
});

describe('CachedResponse', () => {
  const large = { items: Array.from({ length: 100 }, (_, i) => ({ name: `Template ${i}` })) };

  it('keeps the UTF-8 bytes of the JSON', () => {
    const entry = CachedResponse.of({ name: 'Café ₹' }, 0);
    expect(entry.body.toString('utf8')).toBe('{"name":"Café ₹"}');
  });

  it('compresses a large body once per encoding and reuses the bytes', () => {
    const entry = CachedResponse.of(large, 0);
    expect(entry.compressible).toBe(true);
    const br = entry.encodedAs('br');
    expect(entry.encodedAs('br')).toBe(br);
    expect(br.length).toBeLessThan(entry.body.length);
    expect(zlib.brotliDecompressSync(br)).toEqual(entry.body);
    expect(zlib.gunzipSync(entry.encodedAs('gzip'))).toEqual(entry.body);
  });

  it('leaves a small body to go out as it is', () => {
    expect(CachedResponse.of({ items: [] }, 0).compressible).toBe(false);
  });
});
