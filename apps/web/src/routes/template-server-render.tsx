import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { WandIcon } from '../components/ui/icons';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function TemplateServerRenderScreen() {
  const templateId = useTemplateId();
  return (
    <ScreenPlaceholder
      title="Add Your Photo or Video"
      eyebrow={`Video template #${templateId}`}
      description="Upload your own media and we will render it into the template for you."
      icon={<WandIcon className="size-7" />}
      note="Rendering is being prepared and will be available here soon."
    >
      <ButtonLink to={paths.template(templateId)} variant="secondary">
        Back to template
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
