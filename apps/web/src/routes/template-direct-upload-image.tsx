import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { ImageIcon } from '../components/ui/icons';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function TemplateDirectUploadImageScreen() {
  const templateId = useTemplateId();
  return (
    <ScreenPlaceholder
      title="Image Editor"
      eyebrow={`Image template #${templateId}`}
      description="Drop your photos into the template, adjust them and download the finished image."
      icon={<ImageIcon className="size-7" />}
      note="The image editor is being prepared and will be available here soon."
    >
      <ButtonLink to={paths.imageTemplate(templateId)} variant="secondary">
        Back to template
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
