import { TemplateAdminMessage, type MediaState, type TemplateStatus } from '@frameshop/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { useChangeTemplateStatus } from '../hooks/use-change-template-status';
import { OwnerCatalogueText } from '../owner-catalogue-text';
import { ConfirmDialog } from './confirm-dialog';

export interface StatusTarget {
  templateId: string;
  templateName: string;
  status: TemplateStatus;
  mediaState: MediaState;
  /** Known in the editor; a table row's is asked for when the button is pressed. */
  revision?: number | undefined;
}

/**
 * Publish for a draft or a retired template (only once its media are ready), Retire for a
 * published one, after a confirmation: retiring takes it off sale for everyone.
 */
export function TemplateStatusActions({ token, target }: { token: string; target: StatusTarget }) {
  const change = useChangeTemplateStatus(token);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const busy = change.isPending;
  const submit = (status: TemplateStatus) =>
    change.mutate(
      { templateId: target.templateId, status, revision: target.revision },
      { onSettled: () => setConfirming(false) },
    );
  // Named with the template, so each row's button says whose it is.
  const whose = <span className="sr-only"> {target.templateName}</span>;

  if (target.status === 'published') {
    return (
      <>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
          {OwnerCatalogueText.retire}
          {whose}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={`${OwnerCatalogueText.retire} ${target.templateName}`}
          description={OwnerCatalogueText.retireConfirm}
          confirmLabel={OwnerCatalogueText.retire}
          busy={busy}
          onConfirm={() => submit('retired')}
          onClose={() => setConfirming(false)}
        />
      </>
    );
  }

  const ready = target.mediaState === 'ready';
  return (
    <>
      <Button
        size="sm"
        // Still focusable and pressable when not ready, so the reason can be read and heard.
        aria-disabled={ready ? undefined : true}
        aria-describedby={ready ? undefined : hintId}
        title={ready ? undefined : TemplateAdminMessage.notReady}
        className={ready ? undefined : 'cursor-not-allowed opacity-60'}
        disabled={busy}
        aria-busy={busy}
        onClick={() =>
          ready
            ? submit('published')
            : toast.show({ type: 'error', message: TemplateAdminMessage.notReady })
        }
      >
        {OwnerCatalogueText.publish}
        {whose}
      </Button>
      {ready ? null : (
        <span id={hintId} className="sr-only">
          {TemplateAdminMessage.notReady}
        </span>
      )}
    </>
  );
}
