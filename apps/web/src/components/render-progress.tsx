import type { Render } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import { ProgressBar } from './ui/progress-bar';

/**
 * A waiting or running render's progress bar (named by `label` for screen readers) and, under it,
 * its place in line or its percent, with about how long is left.
 */
export function RenderProgress({ render, label }: { render: Render; label: string }) {
  return (
    <div className="space-y-1.5">
      <ProgressBar percent={render.progress} label={label} className="w-full" />
      <p className="text-sm text-ink-muted">{progressText(render)}</p>
    </div>
  );
}

/** "Queued, number 2 in line, about 40 seconds left" / "Rendering: 35%, about 6 seconds left". */
function progressText(render: Render): string {
  const eta = render.etaSeconds === null ? '' : `, ${aboutWait(render.etaSeconds)} left`;
  if (render.status === 'queued') {
    const place = render.queuePosition === null ? '' : `, number ${render.queuePosition} in line`;
    return `Queued${place}${eta}`;
  }
  return `Rendering: ${Math.round(render.progress)}%${eta}`;
}

/** A finished render, played in place at its own shape, named by `label` for screen readers. */
export function RenderedVideo({ render, label }: { render: Render; label: string }) {
  if (render.status !== 'completed' || !render.signedUrl) return null;
  return (
    <video
      key={render.jobId}
      src={render.signedUrl}
      controls
      playsInline
      className="w-full rounded-control bg-black ring-1 ring-line"
      style={{ aspectRatio: `${render.width} / ${render.height}` }}
      aria-label={label}
    />
  );
}
