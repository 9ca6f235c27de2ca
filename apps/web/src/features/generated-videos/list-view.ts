import type { GeneratedVideoItem } from './api/get-generated-videos';

export const VIDEO_SORTS = [
  { value: 'recent', label: 'Most recent' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'status', label: 'Status' },
  { value: 'template', label: 'Template name' },
] as const;

export type VideoSort = (typeof VIDEO_SORTS)[number]['value'];

/** Which results are listed: everything, only videos, or only exported pictures. */
export const KIND_FILTERS = [
  { value: 'all', label: 'Videos and images' },
  { value: 'video', label: 'Videos' },
  { value: 'image', label: 'Images' },
] as const;

export type KindFilter = (typeof KIND_FILTERS)[number]['value'];

export function isKindFilter(value: string): value is KindFilter {
  return KIND_FILTERS.some((kind) => kind.value === value);
}

export function isVideoSort(value: string): value is VideoSort {
  return VIDEO_SORTS.some((sort) => sort.value === value);
}

const time = (video: GeneratedVideoItem) => {
  const value = Date.parse(video.createdAt);
  return Number.isNaN(value) ? 0 : value;
};

const newestFirst = (a: GeneratedVideoItem, b: GeneratedVideoItem) => time(b) - time(a);

/** What needs watching first: running, waiting, ready, then what ended without a video. */
const STATUS_ORDER = ['processing', 'queued', 'completed', 'failed', 'cancelled'];
const statusRank = (video: GeneratedVideoItem) => {
  const rank = STATUS_ORDER.indexOf(video.status);
  return rank === -1 ? STATUS_ORDER.length : rank;
};

const comparators: Record<VideoSort, (a: GeneratedVideoItem, b: GeneratedVideoItem) => number> = {
  recent: newestFirst,
  oldest: (a, b) => time(a) - time(b),
  status: (a, b) => statusRank(a) - statusRank(b) || newestFirst(a, b),
  template: (a, b) =>
    a.templateName.localeCompare(b.templateName, undefined, { sensitivity: 'base' }) ||
    newestFirst(a, b),
};

/** The videos whose job id, template (name or id) or status contains `search`, in `sort` order. */
export function filterAndSortVideos(
  videos: readonly GeneratedVideoItem[],
  search: string,
  sort: VideoSort,
  kind: KindFilter = 'all',
): GeneratedVideoItem[] {
  const needle = search.trim().toLowerCase();
  const ofKind = kind === 'all' ? videos : videos.filter((video) => video.kind === kind);
  const matching = needle
    ? ofKind.filter((video) =>
        [video.jobId, video.templateName, video.templateId, video.status].some((field) =>
          field.toLowerCase().includes(needle),
        ),
      )
    : [...ofKind];
  return matching.sort(comparators[sort]);
}

/** The card's heading: the template's name, or its id when the name is missing. */
export function videoTitle(video: GeneratedVideoItem): string {
  return video.templateName || `Template ${video.templateId}`;
}

export type StatusTone = 'green' | 'yellow' | 'red' | 'gray';

/** Badge colour: green completed, yellow queued or processing, red failed, grey cancelled or unknown. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'queued':
    case 'processing':
      return 'yellow';
    case 'failed':
      return 'red';
    default:
      return 'gray';
  }
}
