import { SceneExportMessage } from '@frameshop/contract';
import type {
  CreateRenderResponse,
  OutputFormat,
  Scene,
  TemplateEditorSetup,
} from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InsufficientCreditsModal } from '../components/insufficient-credits-modal';
import { PriceAndBalance, PriceChangedAlert } from '../components/order-summary';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { buttonClasses } from '../components/ui/button-styles';
import { FormAlert } from '../components/ui/form-alert';
import { DownloadIcon, WandIcon } from '../components/ui/icons';
import { Modal } from '../components/ui/modal';
import { ProgressBar } from '../components/ui/progress-bar';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/hooks/use-auth';
import { generatedVideosQueryOptions } from '../features/generated-videos/api/get-generated-videos';
import { createSceneExport } from '../features/image-editor/api/create-scene-export';
import { editorSetupQueryOptions } from '../features/image-editor/api/get-editor-setup';
import { useRenderStatus } from '../features/renders/hooks/use-render-status';
import { isFinalRenderStatus } from '../features/renders/render-state';
import { ChoiceGroup } from '../features/video-editor/components/choice-group';
import { useRenderOrder } from '../features/video-editor/hooks/use-render-order';
import { formatCredits } from '../lib/format';
import { profileTabPath } from '../lib/paths';

/**
 * Export from either editor (the image editor and the canvas editor compose this one flow): the
 * button, then a confirmation that says what the file is and what it costs (free when owned, the
 * price otherwise) before anything is held, the Insufficient Credits modal when the balance is
 * short, the order's progress, and the finished file to download (it is also kept on Generated
 * Videos). It composes the export orders, the render order hook and render status, so it lives
 * with the routes rather than in a feature.
 */

interface SceneExportFlowProps {
  setup: TemplateEditorSetup;
  /** The scene to export; null while there is nothing to export yet. */
  scene: Scene | null;
  /** Why Export cannot be pressed yet, shown beside it ("Choose a photo…", "Saving…"). */
  notReady: string | null;
  /**
   * What the design lacks before it can be ordered (a video's empty photo slot): said in the
   * confirmation, whose order button waits for it, so a press of Export is never unanswered.
   */
  blocked?: string | null;
  /** `panel`: the price and balance above a large button; `button`: a toolbar button. */
  variant: 'panel' | 'button';
}

const IMAGE_FORMATS = [
  { value: 'png' as const, label: 'PNG (sharpest)' },
  { value: 'jpeg' as const, label: 'JPEG (smaller)' },
];

const fileExtension = (format: OutputFormat) => (format === 'jpeg' ? 'jpg' : format);

/** The state of one export: the format, the confirmation step, the order and its render. */
function useSceneExport(setup: TemplateEditorSetup, scene: Scene | null) {
  const { user, updateCredits } = useAuth();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<OutputFormat>(setup.kind === 'image' ? 'png' : 'mp4');
  const [confirming, setConfirming] = useState(false);
  const [renderId, setRenderId] = useState<string | null>(null);
  const status = useRenderStatus(renderId);
  const owned = setup.owned || (user?.purchasedTemplates.includes(setup.templateId) ?? false);

  const onOrdered = async (answer: CreateRenderResponse) => {
    setRenderId(answer.render.jobId);
    await updateCredits(answer.remainingCredits);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: generatedVideosQueryOptions.queryKey }),
      // Owned now: the editor may draw from the full-size overlay, without the watermark.
      queryClient.invalidateQueries({
        queryKey: editorSetupQueryOptions(setup.templateId).queryKey,
      }),
    ]);
  };
  const order = useRenderOrder({
    price: setup.price,
    owned,
    ready: scene !== null,
    placedMessage: SceneExportMessage.exported,
    place: (expectedPrice, key) =>
      createSceneExport(
        { templateId: setup.templateId, scene: scene!, format, expectedPrice },
        key,
      ),
    onOrdered,
  });

  return {
    owned,
    balance: user?.credits ?? null,
    format,
    setFormat,
    order,
    renderId,
    render: status.render,
    followError: status.error,
    /** The dialog: the confirmation until the order is placed, then its progress and file. */
    dialogOpen: confirming,
    open: () => {
      if (scene === null) return;
      // A finished export leaves the dialog on its file; a new one starts from the confirmation.
      if (status.render && isFinalRenderStatus(status.render.status)) setRenderId(null);
      setConfirming(true);
    },
    close: () => setConfirming(false),
  };
}

export function SceneExportFlow({
  setup,
  scene,
  notReady,
  blocked = null,
  variant,
}: SceneExportFlowProps) {
  const flow = useSceneExport(setup, scene);
  const ready = scene !== null && notReady === null;
  const priceText = flow.owned ? 'Owned — free' : formatCredits(flow.order.price);
  const exportButton = (
    <Button
      size={variant === 'panel' ? 'lg' : 'sm'}
      fullWidth={variant === 'panel'}
      onClick={flow.open}
      disabled={!ready}
      title={variant === 'button' ? (notReady ?? undefined) : undefined}
    >
      {variant === 'panel' ? <WandIcon className="size-5" /> : null}
      Export
    </Button>
  );

  return (
    <>
      {variant === 'panel' ? (
        <section
          aria-label="Export"
          className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
        >
          <PriceAndBalance price={priceText} balance={flow.balance} />
          {exportButton}
          {notReady ? <p className="text-center text-sm text-ink-muted">{notReady}</p> : null}
        </section>
      ) : (
        exportButton
      )}
      <Modal
        open={flow.dialogOpen && flow.order.insufficient === null}
        onClose={flow.close}
        title={setup.kind === 'image' ? 'Export your design' : 'Export your video'}
        size="md"
        closeOnBackdrop={false}
        footer={
          flow.renderId ? (
            <Button variant="secondary" onClick={flow.close}>
              Close
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={flow.close}>
                Cancel
              </Button>
              <Button
                onClick={flow.order.order}
                disabled={flow.order.ordering || flow.order.newPrice !== null || blocked !== null}
                aria-busy={flow.order.ordering || undefined}
              >
                {flow.order.ordering ? <Spinner className="size-4" /> : null}
                {flow.owned ? 'Export for free' : `Export for ${formatCredits(flow.order.price)}`}
              </Button>
            </>
          )
        }
      >
        {flow.renderId ? (
          <ExportProgress flow={flow} templateId={setup.templateId} />
        ) : (
          <Confirmation flow={flow} setup={setup} priceText={priceText} blocked={blocked} />
        )}
      </Modal>
      <InsufficientCreditsModal
        open={flow.order.insufficient !== null}
        creditsRequired={flow.order.insufficient?.creditsRequired ?? flow.order.price}
        userCredits={flow.order.insufficient?.userCredits ?? flow.balance ?? 0}
        onClose={() => {
          flow.order.closeInsufficient();
          flow.close();
        }}
      />
    </>
  );
}

type Flow = ReturnType<typeof useSceneExport>;

function Confirmation({
  flow,
  setup,
  priceText,
  blocked,
}: {
  flow: Flow;
  setup: TemplateEditorSetup;
  priceText: string;
  blocked: string | null;
}) {
  const size = `${setup.scene.width}×${setup.scene.height}`;
  return (
    <div className="space-y-4" data-testid="export-confirmation">
      {blocked ? <FormAlert tone="error">{blocked}</FormAlert> : null}
      <p className="text-sm text-ink">
        {setup.kind === 'image'
          ? `A full-size ${size} picture of your design, exactly as the editor shows it.`
          : `The template's video at ${size} with your text and photos in it, as an MP4.`}
      </p>
      {setup.kind === 'image' ? (
        <ChoiceGroup
          legend="File type"
          name="export-format"
          value={flow.format}
          choices={IMAGE_FORMATS}
          onChange={flow.setFormat}
        />
      ) : null}
      <PriceAndBalance price={priceText} balance={flow.balance} />
      <p className="text-sm text-ink-muted">
        {flow.owned
          ? "You hold this template's licence: every export of it is free."
          : "Your first export pays for the template's licence; the credits are returned if it fails."}
      </p>
      {flow.order.newPrice !== null ? (
        <PriceChangedAlert
          newPrice={flow.order.newPrice}
          action="Export"
          busy={flow.order.ordering}
          onAccept={flow.order.acceptNewPrice}
          onDecline={flow.order.declineNewPrice}
        />
      ) : null}
    </div>
  );
}

function ExportProgress({ flow, templateId }: { flow: Flow; templateId: string }) {
  const render = flow.render;
  return (
    <div aria-live="polite" className="space-y-4" data-testid="scene-export-status">
      {flow.followError ? <FormAlert tone="error">{flow.followError}</FormAlert> : null}
      {render?.status === 'completed' && render.signedUrl ? (
        <>
          <p className="text-sm text-ink-muted">Ready: it is also kept on Generated Videos.</p>
          <a
            href={render.signedUrl}
            download={`${templateId}-design.${fileExtension(render.format)}`}
            className={buttonClasses({ fullWidth: true })}
          >
            <DownloadIcon className="size-5" /> Download {render.format.toUpperCase()}
          </a>
        </>
      ) : render?.status === 'failed' || render?.status === 'cancelled' ? (
        <FormAlert tone="error">{render.errorMessage ?? 'The export did not finish.'}</FormAlert>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-ink">Exporting your design…</p>
          <ProgressBar percent={render?.progress ?? 0} label="Your export" />
        </div>
      )}
      <ButtonLink to={profileTabPath('generated-videos')} variant="secondary" fullWidth>
        See it on Generated Videos
      </ButtonLink>
    </div>
  );
}
