import type { TemplateDetail } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { useVideoUrl } from '../api/get-video-url';
import { formatDimensions } from '../format-dimensions';
import { formatSeconds } from '../format-duration';
import { CatalogueText } from '../messages';
import type { Viewer } from '../viewer';
import { ComingSoon } from './coming-soon';
import { DetailLayout } from './detail-layout';
import type { TemplateDetailsProps } from './detail-layout';
import { DisclosurePanel, TagList } from './disclosure-panel';
import { ResilientVideo } from './resilient-video';

/** The finished video, from its signed link; the short preview if the link cannot be had. */
function DirectSellPreview({
  template,
  className,
}: {
  template: TemplateDetail;
  className: string;
}) {
  const videoUrl = useVideoUrl(template.templateId);
  if (videoUrl.isPending) {
    return (
      <div className={`relative overflow-hidden bg-slate-950 ${className}`} aria-busy="true">
        <img
          src={template.posterUrl}
          alt=""
          width={template.width}
          height={template.height}
          className="size-full object-contain"
        />
      </div>
    );
  }
  return (
    <ResilientVideo
      src={videoUrl.data ?? template.previewUrl}
      poster={template.posterUrl}
      width={template.width}
      height={template.height}
      label={`Preview of ${template.templateName}`}
      className={className}
    />
  );
}

/**
 * Pay to Download, with the price. Buying opens in a later release: visitors are sent to sign in
 * first; signed-in users see that it is coming.
 */
function PayToDownload({
  price,
  viewer,
  onSignInRequired,
}: {
  price: number;
  viewer: Viewer;
  onSignInRequired: () => void;
}) {
  const label = (
    <>
      <DownloadIcon className="size-5 shrink-0" />
      {/* On a narrow screen the label wraps before the price, never inside it. */}
      <span>
        Pay to Download · <span className="whitespace-nowrap">{formatCredits(price)}</span>
      </span>
    </>
  );
  if (viewer === 'signed-in') {
    return (
      <ComingSoon fullWidth>
        {(tooltipId) => (
          <Button
            size="lg"
            fullWidth
            aria-disabled="true"
            aria-describedby={tooltipId}
            className="cursor-not-allowed opacity-60"
          >
            {label}
          </Button>
        )}
      </ComingSoon>
    );
  }
  return (
    <Button size="lg" fullWidth onClick={viewer === 'signed-out' ? onSignInRequired : undefined}>
      {label}
    </Button>
  );
}

/** The loaded direct-sell page: the video, Pay to Download, facts, suggestions. */
export function DirectSellDetails(props: TemplateDetailsProps) {
  const { template, viewer, onSignInRequired } = props;
  return (
    <DetailLayout
      {...props}
      kindLabel="Ready-made video"
      media={(className) => <DirectSellPreview template={template} className={className} />}
      action={
        <PayToDownload price={template.price} viewer={viewer} onSignInRequired={onSignInRequired} />
      }
      panels={
        <>
          <DisclosurePanel title="Dimensions" defaultOpen>
            {formatDimensions(template.width, template.height)}
          </DisclosurePanel>
          <DisclosurePanel title="Video Length">
            {template.durationSeconds === null ? '—' : formatSeconds(template.durationSeconds)}
          </DisclosurePanel>
          <DisclosurePanel title="Template Sections">
            <TagList values={template.templateSection} />
          </DisclosurePanel>
          <DisclosurePanel title="Compatible With">
            <TagList values={template.templateCompatibility} />
          </DisclosurePanel>
          <DisclosurePanel title="Commercial rights">{CatalogueText.tbd}</DisclosurePanel>
        </>
      }
    />
  );
}
