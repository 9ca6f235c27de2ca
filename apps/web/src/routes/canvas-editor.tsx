import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { WandIcon } from '../components/ui/icons';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function CanvasEditorScreen() {
  const templateId = useTemplateId();
  return (
    <ScreenPlaceholder
      title="Template Editor"
      eyebrow={`Template #${templateId}`}
      description="Arrange your photos, text and clips on the template canvas."
      icon={<WandIcon className="size-7" />}
      note="The canvas editor is being prepared and will be available here soon."
    >
      <ButtonLink to={paths.template(templateId)} variant="secondary">
        View template details
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
