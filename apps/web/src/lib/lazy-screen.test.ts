import { LAZY_CHUNK_TIMEOUT_MS } from '@frameshop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen } from './lazy-screen';

function Screen() {
  return null;
}

async function rejection(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the chunk to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChunkLoadError);
  return error as ChunkLoadError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyScreen', () => {
  it('resolves to the route module with the default export as Component', async () => {
    const load = lazyScreen('home', () => Promise.resolve({ default: Screen }));

    await expect(load()).resolves.toEqual({ Component: Screen });
  });

  it('fails with reason "timeout" when the chunk has not arrived after LAZY_CHUNK_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const load = lazyScreen('templates-list', () => new Promise<never>(() => {}));
    const settled = vi.fn();
    const result = load();
    result.then(settled, settled);

    await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = await rejection(result);
    expect(error.chunk).toBe('templates-list');
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('templates-list');
  });

  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/faq-abc123.js',
    'error loading dynamically imported module: http://localhost/assets/faq-abc123.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/faq-abc123.css',
  ])('fails with reason "missing" when the file cannot be fetched (%s)', async (message) => {
    const load = lazyScreen('faq', () => Promise.reject(new TypeError(message)));

    const error = await rejection(load());
    expect(error.chunk).toBe('faq');
    expect(error.reason).toBe('missing');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('fails with reason "error" for anything else, such as a module that throws', async () => {
    const load = lazyScreen('profile', () =>
      Promise.reject(new ReferenceError('x is not defined')),
    );

    const error = await rejection(load());
    expect(error.chunk).toBe('profile');
    expect(error.reason).toBe('error');
  });

  it('fails with reason "error" when the importer throws synchronously', async () => {
    const load = lazyScreen('cart', () => {
      throw new Error('boom');
    });

    expect((await rejection(load())).reason).toBe('error');
  });

  it('fails with reason "error" when the module has no default export', async () => {
    const load = lazyScreen('liked', () => Promise.resolve({} as { default: typeof Screen }));

    const error = await rejection(load());
    expect(error.reason).toBe('error');
    expect(error.chunk).toBe('liked');
  });

  it('does not report a timeout once the chunk has arrived', async () => {
    vi.useFakeTimers();
    const load = lazyScreen('home', () => Promise.resolve({ default: Screen }));

    const module = await load();
    await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS * 2);

    expect(module.Component).toBe(Screen);
    expect(vi.getTimerCount()).toBe(0);
  });
});
