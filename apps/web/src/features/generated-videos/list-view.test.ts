import { describe, expect, it } from 'vitest';
import type { GeneratedVideoItem } from './api/get-generated-videos';
import { countText, filterAndSortVideos, noMatchText } from './list-view';

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

describe('the count of Generated Videos', () => {
  const clips = [item('a', 'video'), item('b', 'video'), item('c', 'video')];
  const pictures = [item('p', 'image'), item('q', 'image')];
  const both = [...clips, ...pictures];

  it('names what is counted: videos, pictures, or designs when both are listed', () => {
    expect(countText(clips, clips)).toBe('3 videos');
    expect(countText(pictures, pictures, 'image')).toBe('2 pictures');
    expect(countText(pictures.slice(1), pictures.slice(1))).toBe('1 picture');
    expect(countText(both, both)).toBe('5 designs');
  });

  it('names the part shown after the kind filter, and the whole', () => {
    expect(countText(pictures, both, 'image')).toBe('2 pictures of 5 designs');
    expect(countText(clips.slice(0, 1), both, 'video')).toBe('1 video of 5 designs');
    expect(countText([], both, 'image')).toBe('0 pictures of 5 designs');
    // A search among both kinds that finds only pictures.
    expect(countText(pictures, both)).toBe('2 pictures of 5 designs');
    expect(countText([clips[0]!, pictures[0]!], both)).toBe('2 of 5 designs');
    expect(countText(clips.slice(0, 1), clips)).toBe('1 of 3 videos');
    expect(countText(clips.slice(0, 1), clips, 'video')).toBe('1 of 3 videos');
  });

  it('says what found nothing', () => {
    expect(noMatchText(both, ' sale ')).toBe('No designs match “sale”.');
    expect(noMatchText(both, 'sale', 'image')).toBe('No pictures match “sale”.');
    expect(noMatchText(clips, 'sale')).toBe('No videos match “sale”.');
    expect(noMatchText(clips, '', 'image')).toBe('No pictures yet.');
  });
});
