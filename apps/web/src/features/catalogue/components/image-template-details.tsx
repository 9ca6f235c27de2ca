import { ButtonLink } from '../../../components/ui/button-link';
import { PencilIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { formatDimensions } from '../format-dimensions';
import { CatalogueText } from '../messages';
import { DetailLayout } from './detail-layout';
import type { TemplateDetailsProps } from './detail-layout';
import { DisclosurePanel, TagList } from './disclosure-panel';
import { ResilientImage } from './resilient-image';

/** The loaded image template page: the design, Edit Template, facts, suggestions. */
export function ImageTemplateDetails(props: TemplateDetailsProps) {
  const { template } = props;
  const { templateId } = template;
  return (
    <DetailLayout
      {...props}
      kindLabel="Image template"
      media={(className) => (
        <ResilientImage
          src={template.posterUrl}
          alt={template.templateName}
          width={template.width}
          height={template.height}
          className={className}
          eager
        />
      )}
      action={
        <ButtonLink to={paths.templateDirectUploadImage(templateId)} size="lg" fullWidth>
          <PencilIcon className="size-5" />
          Edit Template
        </ButtonLink>
      }
      panels={
        <>
          <DisclosurePanel title="Dimensions" defaultOpen>
            {formatDimensions(template.width, template.height)}
          </DisclosurePanel>
          <DisclosurePanel title="Compatible With">
            <TagList values={template.templateCompatibility} />
          </DisclosurePanel>
          <DisclosurePanel title="Template Sections">
            <TagList values={template.templateSection} />
          </DisclosurePanel>
          <DisclosurePanel title="Commercial rights">{CatalogueText.tbd}</DisclosurePanel>
        </>
      }
    />
  );
}
