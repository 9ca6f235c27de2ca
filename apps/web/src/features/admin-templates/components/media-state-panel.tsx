import type { OwnerTemplate } from '@frameshop/contract';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { asPercent, OwnerCatalogueText } from '../owner-catalogue-text';

/**
 * Where the template's media stand: nothing yet; being prepared (how far, and the step); failed,
 * with what was wrong with the file; or ready, with the poster and the preview buyers will see.
 */
export function MediaStatePanel({ template }: { template: OwnerTemplate }) {
  const { media } = template;
  const name = template.fields.templateName;

  switch (media.state) {
    case 'missing':
      return <p className="text-sm text-ink-muted">{OwnerCatalogueText.noMedia}</p>;
    case 'preparing':
      return (
        <div role="status" className="flex flex-col gap-2 rounded-card bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-800">
            {OwnerCatalogueText.preparingMedia} · {asPercent(media.progress)}%
          </p>
          <ProgressBar
            percent={asPercent(media.progress)}
            label={OwnerCatalogueText.preparingMedia}
          />
          {media.message ? <p className="text-sm text-brand-800">{media.message}</p> : null}
        </div>
      );
    case 'failed':
      return (
        <FormAlert tone="error">
          <p className="font-semibold">{OwnerCatalogueText.mediaFailed}</p>
          {media.message ? <p>{media.message}</p> : null}
        </FormAlert>
      );
    case 'ready':
      return (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {media.posterUrl ? (
            <figure className="flex flex-col gap-1">
              <img
                src={media.posterUrl}
                alt={`Poster of ${name}`}
                className="w-full rounded-control bg-slate-900 object-contain ring-1 ring-line"
              />
              <figcaption className="text-xs text-ink-muted">
                {OwnerCatalogueText.poster}
              </figcaption>
            </figure>
          ) : null}
          {media.previewUrl && template.fields.kind !== 'image' ? (
            <figure className="flex flex-col gap-1">
              <video
                src={media.previewUrl}
                poster={media.posterUrl ?? undefined}
                aria-label={`Preview of ${name}`}
                muted
                loop
                autoPlay
                playsInline
                controls
                className="w-full rounded-control bg-slate-900 ring-1 ring-line"
              />
              <figcaption className="text-xs text-ink-muted">
                {OwnerCatalogueText.preview}
              </figcaption>
            </figure>
          ) : null}
        </div>
      );
  }
}
