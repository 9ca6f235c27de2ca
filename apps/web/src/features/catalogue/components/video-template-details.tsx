import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { WandIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { formatDimensionText } from '../format-dimensions';
import { formatSeconds } from '../format-duration';
import { CatalogueText } from '../messages';
import { DetailLayout } from './detail-layout';
import type { TemplateDetailsProps } from './detail-layout';
import { DisclosurePanel, TagList } from './disclosure-panel';
import { ResilientVideo } from './resilient-video';

/** The loaded video template page: preview, Add Photo or Video, facts, FAQ, suggestions. */
export function VideoTemplateDetails(props: TemplateDetailsProps) {
  const { template } = props;
  const { templateId } = template;
  return (
    <DetailLayout
      {...props}
      kindLabel="Video template"
      media={(className) => (
        <ResilientVideo
          src={template.previewUrl}
          poster={template.posterUrl}
          width={template.width}
          height={template.height}
          label={`Preview of ${template.templateName}`}
          className={className}
        />
      )}
      action={
        <ButtonLink to={paths.templateServerRender(templateId)} size="lg" fullWidth>
          <WandIcon className="size-5" />
          Add Photo or Video
        </ButtonLink>
      }
      panels={
        <>
          <DisclosurePanel title="Video Layout" defaultOpen>
            {template.videoLayout} · {formatDimensionText(template.videoDimensions)}
          </DisclosurePanel>
          <DisclosurePanel title="Green Screen Layout">
            {template.hasGreenScreen ? (
              <>
                {template.greenScreenLayout}
                {template.greenScreenDimensions
                  ? ` · ${formatDimensionText(template.greenScreenDimensions)}`
                  : null}
              </>
            ) : (
              'This template has no green-screen window.'
            )}
          </DisclosurePanel>
          <DisclosurePanel title="Video Length (seconds)">
            {template.durationSeconds === null ? '—' : formatSeconds(template.durationSeconds)}
          </DisclosurePanel>
          <DisclosurePanel title="Compatible With">
            <TagList values={template.templateCompatibility} />
          </DisclosurePanel>
          <DisclosurePanel title="Commercial and License Rights">
            {CatalogueText.tbd}
          </DisclosurePanel>
        </>
      }
      footnote={
        <>
          Questions about formats, credits or licensing?{' '}
          <Link to={paths.faq()} className="font-semibold text-brand-700 hover:underline">
            Read the FAQ
          </Link>
        </>
      }
    />
  );
}
