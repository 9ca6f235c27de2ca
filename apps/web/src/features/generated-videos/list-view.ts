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

/** What results are called: a list of both kinds holds designs, so no picture counts as a video. */
const NOUNS = {
  video: ['video', 'videos'],
  image: ['picture', 'pictures'],
  both: ['design', 'designs'],
} as const;

type Noun = keyof typeof NOUNS;

function nounOf(videos: readonly GeneratedVideoItem[]): Noun {
  const kinds = new Set(videos.map((video) => video.kind));
  const [only] = kinds;
  return kinds.size === 1 && only ? only : 'both';
}

const counted = (count: number, noun: Noun) => `${count} ${NOUNS[noun][count === 1 ? 0 : 1]}`;

/**
 * The count above the list, each part named for what it holds (the kind filter's, when one is
 * chosen): '4 designs' or '1 picture' when all are shown, else '1 of 5 videos' or '3 pictures of 4
 * designs'.
 */
export function countText(
  shown: readonly GeneratedVideoItem[],
  videos: readonly GeneratedVideoItem[],
  kind: KindFilter = 'all',
): string {
  const whole = nounOf(videos);
  const total = counted(videos.length, whole);
  if (shown.length === videos.length) return total;
  const part = kind !== 'all' ? kind : shown.length > 0 ? nounOf(shown) : whole;
  return part === whole
    ? `${shown.length} of ${total}`
    : `${counted(shown.length, part)} of ${total}`;
}

/**
 * Says that the search, or the kind filter alone, found nothing: 'No pictures match “sale”.',
 * 'No pictures yet.'
 */
export function noMatchText(
  videos: readonly GeneratedVideoItem[],
  search: string,
  kind: KindFilter = 'all',
): string {
  const noun = kind === 'all' ? nounOf(videos) : kind;
  const needle = search.trim();
  return needle ? `No ${NOUNS[noun][1]} match “${needle}”.` : `No ${NOUNS[noun][1]} yet.`;
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
