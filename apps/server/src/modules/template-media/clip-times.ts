import { PREVIEW_SECONDS } from './preview-encoding';

/** The poster of a clip long enough is taken here: past a short fade-in, early in the clip. */
const DEFAULT_POSTER_SECONDS = 1;
/**
 * No frame is looked for closer to the end than this: a container's length can run past its last
 * picture (when its sound is longer), and a frame asked for after the last one never comes.
 */
const END_MARGIN_SECONDS = 0.5;
/** Frames across the clip looked at for a window when the poster's frame shows none. */
const SAMPLED_FRAMES = 4;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Milliseconds are finer than any frame, and keep the numbers in ffmpeg's arguments short. */
const millis = (value: number) => Math.round(value * 1000) / 1000;

/** The last time a frame is asked for. */
const lastTime = (durationSeconds: number) =>
  Math.max(0, durationSeconds - Math.min(END_MARGIN_SECONDS, durationSeconds / 2));

/** The poster's time: the one asked for, else 1 s (the middle of a shorter clip), inside the clip. */
export function posterTime(durationSeconds: number, requested: number | undefined): number {
  const wanted = requested ?? Math.min(DEFAULT_POSTER_SECONDS, durationSeconds / 2);
  return millis(clamp(wanted, 0, lastTime(durationSeconds)));
}

/** Where the hover preview starts and how long it is, and the poster's time within it. */
export interface PreviewSpan {
  start: number;
  length: number;
  posterOffset: number;
}

/**
 * The hover preview is the clip's first seconds, as the demo's, when the poster lies in them;
 * otherwise the seconds around the poster. Either way the poster is one of the preview's frames, so
 * one decode of a stretch of the clip makes both.
 */
export function previewSpan(durationSeconds: number, posterAt: number): PreviewSpan {
  const start =
    posterAt < PREVIEW_SECONDS - END_MARGIN_SECONDS
      ? 0
      : millis(
          clamp(posterAt - PREVIEW_SECONDS / 2, 0, Math.max(0, durationSeconds - PREVIEW_SECONDS)),
        );
  return {
    start,
    length: millis(Math.min(PREVIEW_SECONDS, durationSeconds - start)),
    posterOffset: millis(posterAt - start),
  };
}

/** Times spread across the clip, apart from the poster's, where a window is looked for next. */
export function sampledTimes(durationSeconds: number, posterAt: number): number[] {
  const times = Array.from({ length: SAMPLED_FRAMES }, (_, index) =>
    millis(clamp(((index + 0.5) / SAMPLED_FRAMES) * durationSeconds, 0, lastTime(durationSeconds))),
  );
  // A frame or so apart from the poster's is another frame.
  return [...new Set(times)].filter((time) => Math.abs(time - posterAt) > 0.1);
}
