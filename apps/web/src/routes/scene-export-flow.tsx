import { SceneExportMessage } from '@frameshop/contract';
import type {
  CreateRenderResponse,
  OutputFormat,
  Scene,
  TemplateEditorSetup,
} from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { buttonClasses } from '../components/ui/button-styles';
import { FormAlert } from '../components/ui/form-alert';
import { DownloadIcon } from '../components/ui/icons';
import { Modal } from '../components/ui/modal';
import { ProgressBar } from '../components/ui/progress-bar';
import { useAuth } from '../features/auth/hooks/use-auth';
import { usePayer } from '../features/teams/hooks/use-payer';
import { usePayerOwns } from '../features/purchases/hooks/use-payer-owns';
import { generatedVideosQueryOptions } from '../features/generated-videos/api/get-generated-videos';
import { createSceneExport } from '../features/image-editor/api/create-scene-export';
import { editorSetupQueryOptions } from '../features/image-editor/api/get-editor-setup';
import { useRenderStatus } from '../features/renders/hooks/use-render-status';
import { isFinalRenderStatus } from '../features/renders/render-state';
import { ChoiceGroup } from '../features/video-editor/components/choice-group';
import {
  OrderControls,
  OrderInsufficientCredits,
  type OrderCopy,
} from '../features/video-editor/components/order-panel';
import { useRenderOrder } from '../features/video-editor/hooks/use-render-order';
import { profileTabPath } from '../lib/paths';

/**
 * Export from either editor (the image editor and the canvas editor compose this one flow): what
 * the file is, its file type, the price and balance, and the spending button that names the price
 * and orders on one click, as every spend does (free when owned). The image editor shows these in
 * its side panel; the canvas editor's toolbar has no room, so its Export opens them in a dialog,
 * which spends nothing until its own priced button is pressed. Then the Insufficient Credits modal
 * when the balance is short, or the order's progress and the finished file (also kept on Generated
 * Videos). It composes the export orders, the render order hook and render status, so it lives with
 * the routes rather than in a feature.
 */

interface SceneExportFlowProps {
  setup: TemplateEditorSetup;
  /** The scene to export; null while there is nothing to export yet. */
  scene: Scene | null;
  /** Why Export cannot be pressed yet, shown beside it ("Choose a photo…", "Saving…"). */
  notReady: string | null;
  /**
   * What the design lacks before it can be ordered (a video's empty photo slot): said beside the
   * priced button, which waits for it, so a press of Export is never unanswered.
   */
  blocked?: string | null;
  /** `panel`: everything in the editor's side panel; `button`: a toolbar button opening them. */
  variant: 'panel' | 'button';
}

const IMAGE_FORMATS = [
  { value: 'png' as const, label: 'PNG (sharpest)' },
  { value: 'jpeg' as const, label: 'JPEG (smaller)' },
];

const EXPORT_COPY: OrderCopy = {
  action: 'Export',
  ownedNote: "You hold this template's licence: every export of it is free.",
  firstOrderNote:
    "Your first export pays for the template's licence; the credits are returned if it fails.",
};

const fileExtension = (format: OutputFormat) => (format === 'jpeg' ? 'jpg' : format);

/** The state of one export: the format, the toolbar's dialog, the order and its render. */
function useSceneExport(setup: TemplateEditorSetup, scene: Scene | null) {
  const { user, updateCredits, refetchProfile } = useAuth();
  const payer = usePayer(user);
  const payerOwns = usePayerOwns(user?.purchasedTemplates);
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<OutputFormat>(setup.kind === 'image' ? 'png' : 'mp4');
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const [renderId, setRenderId] = useState<string | null>(null);
  const status = useRenderStatus(renderId);
  const owned = setup.owned || payerOwns(setup.templateId);
  const completed = status.render?.status === 'completed';

  // The first paid export becomes the template's licence when it completes, not when it is
  // ordered (its credits go back if it fails): from then on the editor draws the full-size overlay
  // without the watermark, and the panel says the template is owned and its exports free.
  useEffect(() => {
    if (!completed) return;
    void queryClient.invalidateQueries({
      queryKey: editorSetupQueryOptions(setup.templateId).queryKey,
    });
    void refetchProfile();
  }, [completed, queryClient, setup.templateId, refetchProfile]);

  const onOrdered = async (answer: CreateRenderResponse) => {
    setRenderId(answer.render.jobId);
    setOptionsOpen(false);
    setProgressOpen(true);
    await updateCredits(answer.remainingCredits);
    await queryClient.invalidateQueries({ queryKey: generatedVideosQueryOptions.queryKey });
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
    balance: payer.credits,
    format,
    setFormat,
    order,
    renderId,
    render: status.render,
    followError: status.error,
    /** The toolbar's dialog of what Export makes and costs; nothing is spent by opening it. */
    optionsOpen,
    openOptions: () => {
      if (scene !== null) setOptionsOpen(true);
    },
    closeOptions: () => setOptionsOpen(false),
    /** The last order's progress and file, shown once it is placed and again on request. */
    progressOpen: progressOpen && renderId !== null,
    showProgress: () => setProgressOpen(true),
    closeProgress: () => {
      setProgressOpen(false);
      // A finished export is done with: the next Export is a new one.
      if (status.render && isFinalRenderStatus(status.render.status)) setRenderId(null);
    },
  };
}

type Flow = ReturnType<typeof useSceneExport>;

export function SceneExportFlow({
  setup,
  scene,
  notReady,
  blocked = null,
  variant,
}: SceneExportFlowProps) {
  const flow = useSceneExport(setup, scene);
  const ready = scene !== null && notReady === null;
  const title = setup.kind === 'image' ? 'Export your design' : 'Export your video';
  const options = <ExportOptions flow={flow} setup={setup} ready={ready} blocked={blocked} />;

  return (
    <>
      {variant === 'panel' ? (
        <section
          aria-label="Export"
          className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
        >
          {options}
          {notReady ? <p className="text-center text-sm text-ink-muted">{notReady}</p> : null}
          {flow.renderId && !flow.progressOpen ? (
            <Button variant="secondary" fullWidth onClick={flow.showProgress}>
              Show your export
            </Button>
          ) : null}
        </section>
      ) : (
        <Button
          size="sm"
          onClick={flow.renderId && !isDone(flow) ? flow.showProgress : flow.openOptions}
          disabled={!ready}
          title={notReady ?? undefined}
        >
          Export
        </Button>
      )}
      <Modal
        open={flow.optionsOpen && flow.order.insufficient === null}
        onClose={flow.closeOptions}
        title={title}
        size="md"
        closeOnBackdrop={false}
        footer={
          <Button variant="secondary" onClick={flow.closeOptions}>
            Cancel
          </Button>
        }
      >
        {options}
      </Modal>
      <Modal
        open={flow.progressOpen}
        onClose={flow.closeProgress}
        title={title}
        size="md"
        closeOnBackdrop={false}
        footer={
          <Button variant="secondary" onClick={flow.closeProgress}>
            Close
          </Button>
        }
      >
        <ExportProgress flow={flow} templateId={setup.templateId} />
      </Modal>
      <OrderInsufficientCredits
        order={flow.order}
        onClose={() => {
          flow.order.closeInsufficient();
          flow.closeOptions();
        }}
      />
    </>
  );
}

/** Whether the last order has finished: the toolbar's Export then starts a new one. */
const isDone = (flow: Flow) => (flow.render ? isFinalRenderStatus(flow.render.status) : false);

/** What the export makes, its file type, what it costs, and the button that orders it. */
function ExportOptions({
  flow,
  setup,
  ready,
  blocked,
}: {
  flow: Flow;
  setup: TemplateEditorSetup;
  ready: boolean;
  blocked: string | null;
}) {
  const size = `${setup.scene.width}×${setup.scene.height}`;
  return (
    <div className="space-y-4" data-testid="export-options">
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
      <OrderControls
        copy={EXPORT_COPY}
        owned={flow.owned}
        balance={flow.balance}
        ready={ready}
        blocked={blocked}
        order={flow.order}
      />
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
