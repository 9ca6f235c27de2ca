import type { OwnerTemplate } from '@frameshop/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';

/**
 * Where the owner designs what buyers start from in the canvas editor: once the media are ready
 * (the scene needs the comp's size and window), for the kinds buyers edit (a direct-sell video is
 * sold as it is).
 */
export function StartingSceneLink({ template }: { template: OwnerTemplate }) {
  if (template.media.state !== 'ready' || template.fields.kind === 'direct-sell') return null;
  return (
    <section aria-labelledby="starting-scene-title" className="flex flex-col items-start gap-3">
      <div>
        <h2 id="starting-scene-title" className="text-lg font-bold text-ink">
          Starting scene
        </h2>
        <p className="text-sm text-ink-muted">
          The photo slots and text every buyer starts from in the editor. Designs buyers saved
          already stay as they are.
        </p>
      </div>
      <ButtonLink to={paths.adminTemplateScene(template.templateId)} variant="secondary" size="sm">
        Design starting scene
      </ButtonLink>
    </section>
  );
}
