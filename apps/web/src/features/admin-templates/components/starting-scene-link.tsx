import type { OwnerTemplate } from '@frameshop/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';
import { EditorSection } from './editor-section';

/**
 * Where the owner designs what buyers start from in the canvas editor: once the media are ready
 * (the scene needs the comp's size and window), for the kinds buyers edit (a direct-sell video is
 * sold as it is).
 */
export function StartingSceneLink({ template }: { template: OwnerTemplate }) {
  if (template.media.state !== 'ready' || template.fields.kind === 'direct-sell') return null;
  return (
    <EditorSection
      id="starting-scene-title"
      title="Starting scene"
      hint="The photo slots and text every buyer starts from in the editor. Designs buyers saved already stay as they are."
      className="items-start gap-3"
    >
      <ButtonLink to={paths.adminTemplateScene(template.templateId)} variant="secondary" size="sm">
        Design starting scene
      </ButtonLink>
    </EditorSection>
  );
}
