import { DEFAULT_LAYOUT } from '@frameshop/contract';

const LAYOUT_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/i;

function parse(layout: string): { width: number; height: number } | null {
  const match = LAYOUT_PATTERN.exec(layout);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** "9:16" → { width: 9, height: 16 }; an unreadable layout falls back to the default 16:9. */
export function layoutSize(layout: string | null | undefined): { width: number; height: number } {
  return parse(layout ?? '') ?? (parse(DEFAULT_LAYOUT) as { width: number; height: number });
}

/** Width divided by height. */
export function layoutRatio(layout: string | null | undefined): number {
  const { width, height } = layoutSize(layout);
  return width / height;
}

/** A CSS `aspect-ratio` value ("9 / 16"): frames reserve their space before the media arrives. */
export function frameAspectRatio(layout: string | null | undefined): string {
  const { width, height } = layoutSize(layout);
  return `${width} / ${height}`;
}
