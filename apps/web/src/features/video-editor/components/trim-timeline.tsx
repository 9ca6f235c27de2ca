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
        <TrimPointSlider
          label="Start"
          value={start}
          durationSeconds={durationSeconds}
          onValue={(value) => send(Math.min(value, end - MIN_TRIM_SECONDS), end)}
        />
        <TrimPointSlider
          label="End"
          value={end}
          durationSeconds={durationSeconds}
          onValue={(value) => send(start, Math.max(value, start + MIN_TRIM_SECONDS))}
        />
      </div>
      <p className="text-sm text-ink-muted">
        Keeps {formatClipTime(end - start)} of your {formatClipTime(durationSeconds)} video.
      </p>
    </div>
  );
}

/** One trim handle: a labelled range input that reads its time aloud. */
function TrimPointSlider({
  label,
  value,
  durationSeconds,
  onValue,
}: {
  label: 'Start' | 'End';
  value: number;
  durationSeconds: number;
  onValue: (seconds: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex justify-between text-sm font-medium text-ink">
        <span>
          <span className="sr-only">Trim </span>
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums text-ink-muted">
          {formatClipTime(value)}
        </span>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={durationSeconds}
        step={STEP}
        value={value}
        aria-valuetext={formatClipTime(value)}
        onChange={(event) => onValue(Number(event.currentTarget.value))}
        className="w-full accent-brand-600"
      />
    </div>
  );
}
