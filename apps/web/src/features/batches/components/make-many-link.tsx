import type { ExportKind } from '@frameshop/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { SparklesIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';

/**
 * Make many's button where a design is being edited (the canvas editor's toolbar): a link to its
 * own page (and chunk), so the editor carries none of it. It waits for the design to be saved, as
 * Export does: Make many makes the design the server holds.
 */
export function MakeManyLink({ templateId, saved }: { templateId: string; saved: boolean }) {
  if (!saved) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled
        title="Make many opens once your design is saved."
      >
        Make many
      </Button>
    );
  }
  return (
    <ButtonLink to={paths.makeMany(templateId)} size="sm" variant="secondary">
      Make many
    </ButtonLink>
  );
}

/**
 * Make many offered where a buyer starts (issue 75): a template's page and each editor it opens.
 * It says what it is in a line, and leads to the page where a sheet's rows are matched, checked
 * and priced before anything is charged.
 */
export function MakeManyOffer({ templateId, kind }: { templateId: string; kind: ExportKind }) {
  const headingId = useId();
  const things = kind === 'video' ? 'videos' : 'pictures';
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-canvas p-4 ring-1 ring-line">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        One for everyone on a list?
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-muted">
        Make many {things} from this design at once, one for each row of a sheet, each with its own
        words and photo. You see every row and the total before anything is charged.
      </p>
      <ButtonLink to={paths.makeMany(templateId)} variant="secondary" fullWidth className="mt-3">
        <SparklesIcon className="size-5" aria-hidden="true" />
        Make many
      </ButtonLink>
    </section>
  );
}
