import { useId } from 'react';
import { useVideoThumbnails } from '../hooks/use-video-thumbnails';
import { formatClipTime } from '../preview-size';

/** The shortest part of a video that can be kept. */
export const MIN_TRIM_SECONDS = 0.5;
const STEP = 0.1;

interface TrimTimelineProps {
  url: string;
  durationSeconds: number;
  /** Null: the video's start or end, as the contract says. */
  trimStart: number | null;
  trimEnd: number | null;
  onChange: (trimStart: number | null, trimEnd: number | null) => void;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Which part of a video upload plays: start and end handles (real sliders, so arrow keys and
 * screen readers work them) under a strip of frames from the video, the kept part lit.
 */
export function TrimTimeline({
  url,
  durationSeconds,
  trimStart,
  trimEnd,
  onChange,
}: TrimTimelineProps) {
  const thumbnails = useVideoThumbnails(url, durationSeconds);
  const start = trimStart ?? 0;
  const end = trimEnd ?? durationSeconds;
  const startId = useId();
  const endId = useId();
  const percent = (seconds: number) => `${(seconds / durationSeconds) * 100}%`;

  // The ends of the video are sent as null, so a trim left alone is no trim at all.
  const send = (nextStart: number, nextEnd: number) =>
    onChange(
      nextStart <= 0 ? null : round(nextStart),
      nextEnd >= durationSeconds ? null : round(nextEnd),
    );

  return (
    <div className="space-y-3">
      <div className="relative h-12 overflow-hidden rounded-lg bg-slate-800" aria-hidden="true">
        <div className="flex h-full">
          {thumbnails.map((image, index) =>
            image ? (
              <img key={index} src={image} alt="" className="h-full min-w-0 flex-1 object-cover" />
            ) : (
              <span key={index} className="h-full flex-1 border-r border-slate-700" />
            ),
          )}
        </div>
        <span
          className="absolute inset-y-0 left-0 bg-slate-950/70"
          style={{ width: percent(start) }}
        />
        <span
          className="absolute inset-y-0 right-0 bg-slate-950/70"
          style={{ width: `calc(100% - ${percent(end)})` }}
        />
        <span
          className="absolute inset-y-0 rounded-md border-2 border-brand-400"
          style={{ left: percent(start), width: `calc(${percent(end)} - ${percent(start)})` }}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={startId} className="flex justify-between text-sm font-medium text-ink">
            <span>
              <span className="sr-only">Trim </span>Start
            </span>
            <span aria-hidden="true" className="tabular-nums text-ink-muted">
              {formatClipTime(start)}
            </span>
          </label>
          <input
            id={startId}
            type="range"
            min={0}
            max={durationSeconds}
            step={STEP}
            value={start}
            aria-valuetext={formatClipTime(start)}
            onChange={(event) =>
              send(Math.min(Number(event.currentTarget.value), end - MIN_TRIM_SECONDS), end)
            }
            className="w-full accent-brand-600"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={endId} className="flex justify-between text-sm font-medium text-ink">
            <span>
              <span className="sr-only">Trim </span>End
            </span>
            <span aria-hidden="true" className="tabular-nums text-ink-muted">
              {formatClipTime(end)}
            </span>
          </label>
          <input
            id={endId}
            type="range"
            min={0}
            max={durationSeconds}
            step={STEP}
            value={end}
            aria-valuetext={formatClipTime(end)}
            onChange={(event) =>
              send(start, Math.max(Number(event.currentTarget.value), start + MIN_TRIM_SECONDS))
            }
            className="w-full accent-brand-600"
          />
        </div>
      </div>
      <p className="text-sm text-ink-muted">
        Keeps {formatClipTime(end - start)} of your {formatClipTime(durationSeconds)} video.
      </p>
    </div>
  );
}
