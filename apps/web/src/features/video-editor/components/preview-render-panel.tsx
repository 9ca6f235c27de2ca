import type { Render } from '@frameshop/contract';
import { RenderedVideo, RenderProgress } from '../../../components/render-progress';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { EyeIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { renderStatusText } from '../../../lib/render-status-text';

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

      {running ? <RenderProgress render={render} label="Free preview progress" /> : null}
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
      {render ? <RenderedVideo render={render} label="Your free preview" /> : null}
    </section>
  );
}

function statusText(render: Render | undefined, waiting: boolean): string {
  if (waiting) return 'Starting your free preview…';
  return render ? renderStatusText(render, 'Your free preview') : '';
}
