import { RenderMessage, type OwnerTemplate, type Render } from '@frameshop/contract';
import { RenderedVideo, RenderProgress } from '../../../components/render-progress';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { EyeIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { referenceOf } from '../../../lib/api-error';
import { renderStatusText } from '../../../lib/render-status-text';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { useOrderSamplePreview } from '../api/order-sample-preview';
import { OwnerCatalogueText } from '../owner-catalogue-text';
import { EditorSection } from './editor-section';

/**
 * The sample preview's render as the route follows it (the renders feature's status, which this
 * feature does not import), and where a newly ordered one's id goes to be followed.
 */
export interface SamplePreviewFollow {
  renderId: string | null;
  render: Render | undefined;
  /** Why following it failed, in words for the owner; null while all is well. */
  error: string | null;
  onOrdered: (renderId: string) => void;
}

/**
 * Before publishing, the template rendered as a buyer's free preview is, with the store's sample
 * photo in its window: a video template's, once its media are ready (a render needs its window).
 * Its progress is a progressbar and a live region; the watermarked result plays right here.
 */
export function SamplePreviewSection({
  token,
  template,
  follow,
}: {
  token: string;
  template: OwnerTemplate;
  follow: SamplePreviewFollow;
}) {
  const order = useOrderSamplePreview(token, template.templateId, follow.onOrdered);
  if (template.fields.kind !== 'video' || template.media.state !== 'ready') return null;

  const { render } = follow;
  const running = render?.status === 'queued' || render?.status === 'processing';
  // Ordered, its first state not here yet.
  const waiting = follow.renderId !== null && render === undefined && follow.error === null;
  return (
    <EditorSection
      id="sample-preview-title"
      title={OwnerCatalogueText.samplePreview}
      hint={OwnerCatalogueText.samplePreviewHint}
    >
      <div>
        <Button
          variant="secondary"
          onClick={() => order.mutate()}
          // One at a time: each counts towards the hour's free previews.
          disabled={order.isPending || waiting || running}
          aria-busy={order.isPending || undefined}
        >
          {order.isPending ? <Spinner className="size-4" /> : <EyeIcon className="size-4" />}
          {render && !running
            ? OwnerCatalogueText.renderSampleAgain
            : OwnerCatalogueText.renderSample}
        </Button>
      </div>
      {running ? (
        <RenderProgress render={render} label={OwnerCatalogueText.sampleProgress} />
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {waiting
          ? OwnerCatalogueText.sampleStarting
          : render
            ? renderStatusText(render, OwnerCatalogueText.sampleName)
            : ''}
      </p>
      {order.isError ? (
        <FormAlert tone="error" reference={referenceOf(order.error)}>
          {adminErrorMessage(order.error)}
        </FormAlert>
      ) : null}
      {follow.error ? <FormAlert tone="error">{follow.error}</FormAlert> : null}
      {render?.status === 'failed' ? (
        <FormAlert tone="error">{render.errorMessage ?? RenderMessage.failed}</FormAlert>
      ) : null}
      {render ? (
        <RenderedVideo
          render={render}
          label={OwnerCatalogueText.sampleVideo(template.fields.templateName)}
        />
      ) : null}
    </EditorSection>
  );
}
