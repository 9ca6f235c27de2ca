import { TEMPLATE_CACHE_MS } from '@frameshop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { templateDetail } from '../../../test/fake-catalogue';
import {
  forgetCachedTemplate,
  loadTemplateWithCache,
  readCachedTemplate,
  templateCacheKey,
} from './template-cache';

const NOW = Date.UTC(2025, 5, 1, 12);
const template = templateDetail({ templateId: '1234', templateName: 'Neon Intro' });
const key = templateCacheKey('video', '1234');

function store(timestamp: number, data: unknown = template) {
  localStorage.setItem(key, JSON.stringify({ timestamp, data }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('template cache', () => {
  it('fetches a template it does not hold and keeps it with the time it arrived', async () => {
    const load = vi.fn().mockResolvedValue(template);

    await expect(loadTemplateWithCache('video', '1234', load)).resolves.toEqual(template);

    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({
      timestamp: NOW,
      data: template,
    });
  });

  it('serves a fresh entry without fetching, until the hour is up', async () => {
    store(NOW - TEMPLATE_CACHE_MS + 1);
    const load = vi.fn();

    await expect(loadTemplateWithCache('video', '1234', load)).resolves.toEqual(template);
    expect(load).not.toHaveBeenCalled();
  });

  it('removes an expired entry and fetches the template again', async () => {
    store(NOW - TEMPLATE_CACHE_MS);
    const renamed = { ...template, templateName: 'Neon Intro v2' };
    const load = vi.fn().mockImplementation(async () => {
      // The stale copy is gone before the new one arrives.
      expect(localStorage.getItem(key)).toBeNull();
      return renamed;
    });

    await expect(loadTemplateWithCache('video', '1234', load)).resolves.toEqual(renamed);
    expect(load).toHaveBeenCalledTimes(1);
    expect(readCachedTemplate(key)?.templateName).toBe('Neon Intro v2');
  });

  it('shares one pending fetch between concurrent requests for one template', async () => {
    let resolve: (value: typeof template) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<typeof template>((done) => {
          resolve = done;
        }),
    );

    const first = loadTemplateWithCache('video', '1234', load);
    const second = loadTemplateWithCache('video', '1234', load);
    resolve(template);

    await expect(Promise.all([first, second])).resolves.toEqual([template, template]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps kinds and ids apart', async () => {
    const load = vi.fn().mockResolvedValue(template);

    await loadTemplateWithCache('video', '1234', load);
    await loadTemplateWithCache('image', '1234', load);
    await loadTemplateWithCache('video', '99', load);

    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not cache a failure, so the next request tries again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(template);

    await expect(loadTemplateWithCache('video', '1234', load)).rejects.toThrow('offline');
    expect(localStorage.getItem(key)).toBeNull();
    await expect(loadTemplateWithCache('video', '1234', load)).resolves.toEqual(template);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no timestamp', JSON.stringify({ data: template })],
    ['data of another shape', JSON.stringify({ timestamp: NOW, data: { templateId: 1 } })],
    ['a timestamp from the future', JSON.stringify({ timestamp: NOW + 60_000, data: template })],
  ])('drops an unusable entry (%s) and fetches', async (_label, raw) => {
    localStorage.setItem(key, raw);
    const load = vi.fn().mockResolvedValue(template);

    await loadTemplateWithCache('video', '1234', load);

    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({
      timestamp: NOW,
      data: template,
    });
  });

  it('forgets one template on request, so the next load asks the server', async () => {
    store(NOW);
    const updated = { ...template, price: 99 };
    const load = vi.fn().mockResolvedValue(updated);

    forgetCachedTemplate('video', '1234');

    await expect(loadTemplateWithCache('video', '1234', load)).resolves.toEqual(updated);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
