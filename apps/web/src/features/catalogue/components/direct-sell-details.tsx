import type { TemplateDetail } from '@frameshop/contract';
import { useVideoUrl } from '../api/get-video-url';
import { formatDimensions } from '../format-dimensions';
import { formatSeconds } from '../format-duration';
import { CatalogueText } from '../messages';
import { DetailLayout } from './detail-layout';
import type { TemplateDetailsProps } from './detail-layout';
import { DisclosurePanel, TagList } from './disclosure-panel';
import { ResilientVideo } from './resilient-video';

/** The finished video, from its signed link; the short preview if the link cannot be had. */
function DirectSellPreview({
  template,
  owned,
  className,
}: {
  template: TemplateDetail;
  owned: boolean;
  className: string;
}) {
  const videoUrl = useVideoUrl(template.templateId, owned);
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

/** The loaded direct-sell page: the video, the route's Pay to Download, facts, suggestions. */
export function DirectSellDetails(props: TemplateDetailsProps) {
  const { template, owned = false } = props;
  return (
    <DetailLayout
      {...props}
      kindLabel="Ready-made video"
      media={(className) => (
        <DirectSellPreview template={template} owned={owned} className={className} />
      )}
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
