import { describe, expect, it } from 'vitest';
import type { GeneratedVideoItem } from './api/get-generated-videos';
import { filterAndSortVideos } from './list-view';

const item = (jobId: string, kind: 'video' | 'image') =>
  ({
    jobId,
    kind,
    templateName: jobId,
    templateId: '1',
    status: 'completed',
    createdAt: '2026-01-01T00:00:00Z',
  }) as GeneratedVideoItem;

describe('the kind filter of Generated Videos', () => {
  const items = [item('clip', 'video'), item('poster', 'image')];
  it('lists both by default, or only videos or only images', () => {
    expect(filterAndSortVideos(items, '', 'template').map((v) => v.jobId)).toEqual([
      'clip',
      'poster',
    ]);
    expect(filterAndSortVideos(items, '', 'template', 'image').map((v) => v.jobId)).toEqual([
      'poster',
    ]);
    expect(filterAndSortVideos(items, '', 'template', 'video').map((v) => v.jobId)).toEqual([
      'clip',
    ]);
  });
});
