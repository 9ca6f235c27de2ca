import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { FilmIcon } from '../components/ui/icons';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function TemplateDirectUploadScreen() {
  const templateId = useTemplateId();
  return (
    <ScreenPlaceholder
      title="Video Editor"
      eyebrow={`Video template #${templateId}`}
      description="Place your clips into the template, preview the result and download it."
      icon={<FilmIcon className="size-7" />}
      note="The video editor is being prepared and will be available here soon."
    >
      <ButtonLink to={paths.template(templateId)} variant="secondary">
        Back to template
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
