import { RenderMessage } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { Render } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { EyeIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';

export interface PreviewRenderState {
  renderId: string | null;
  render: Render | undefined;
  error: string | null;
}

interface PreviewRenderPanelProps {
  state: PreviewRenderState;
  ready: boolean;
  starting: boolean;
  /** Why the server refused the preview (the hourly limit), or null. */
  refusal: string | null;
  onStart: () => void;
  onCancel: () => void;
  cancelling: boolean;
}

/**
 * Beyond the live preview: the server renders the same placement at 540p with a visible mark,
 * free. Its progress is a progressbar and a live region; the result plays right here.
 */
export function PreviewRenderPanel({
  state,
  ready,
  starting,
  refusal,
  onStart,
  onCancel,
  cancelling,
}: PreviewRenderPanelProps) {
  const { render } = state;
  const running = render?.status === 'queued' || render?.status === 'processing';
  const waiting = state.renderId !== null && render === undefined && state.error === null;
  return (
    <section
      aria-labelledby="editor-free-preview-heading"
      className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="editor-free-preview-heading" className="font-semibold text-ink">
            Free preview
          </h2>
          <p className="text-sm text-ink-muted">
            Rendered by our servers at 540p with a watermark, from exactly these settings.
          </p>
        </div>
        {running ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={cancelling}>
            Cancel preview
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={onStart}
            disabled={!ready || starting || waiting}
            aria-busy={starting || undefined}
          >
            {starting ? <Spinner className="size-4" /> : <EyeIcon className="size-4" />}
            {render ? 'New free preview' : 'Free preview'}
          </Button>
        )}
      </div>

      {running ? <PreviewProgress render={render} /> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {statusText(render, waiting)}
      </p>
      {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
      {state.error ? <FormAlert tone="error">{state.error}</FormAlert> : null}
      {render?.status === 'failed' ? (
        <FormAlert tone="error">
          {render.errorMessage ?? 'The preview failed. Please try again.'}
        </FormAlert>
      ) : null}
      {render?.status === 'cancelled' ? (
        <p className="text-sm text-ink-muted">Preview cancelled.</p>
      ) : null}
      {render?.status === 'completed' && render.signedUrl ? (
        <video
          key={render.jobId}
          src={render.signedUrl}
          controls
          playsInline
          className="w-full rounded-lg bg-black"
          style={{ aspectRatio: `${render.width} / ${render.height}` }}
          aria-label="Your free preview"
        />
      ) : null}
    </section>
  );
}

function PreviewProgress({ render }: { render: Render }) {
  return (
    <div className="space-y-1.5">
      <ProgressBar percent={render.progress} label="Free preview progress" className="w-full" />
      <p className="text-sm text-ink-muted">{progressText(render)}</p>
    </div>
  );
}

/** "Queued: 2nd in line, about 40 seconds" / "Rendering: 35%, about 6 seconds left". */
function progressText(render: Render): string {
  const eta = render.etaSeconds === null ? '' : `, ${aboutWait(render.etaSeconds)} left`;
  if (render.status === 'queued') {
    const place = render.queuePosition === null ? '' : `, number ${render.queuePosition} in line`;
    return `Queued${place}${eta}`;
  }
  return `Rendering: ${Math.round(render.progress)}%${eta}`;
}

function statusText(render: Render | undefined, waiting: boolean): string {
  if (waiting) return 'Starting your free preview…';
  if (!render) return '';
  switch (render.status) {
    case 'queued':
      return 'Your free preview is queued.';
    case 'processing':
      // In quarters: a screen reader read out every percent would talk over everything else.
      return `Your free preview is rendering: ${Math.floor(render.progress / 25) * 25}%.`;
    case 'completed':
      return 'Your free preview is ready to play.';
    case 'failed':
      return 'The free preview failed.';
    case 'cancelled':
      return RenderMessage.cancelled;
    default:
      return '';
  }
}
