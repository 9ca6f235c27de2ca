import { lazy, Suspense } from 'react';
import type { DownloadStage } from '../hooks/use-download-stages';
import type { InsufficientCredits } from '../../../components/insufficient-credits-modal';
import { importDownloadStages, importInsufficientCreditsModal } from './purchase-dialog-chunks';

/**
 * The dialogs a press of a purchase button may end in. A first view shows none of them, so they
 * load with the purchase's calls (purchase-calls.ts) and render only once one opens: by then they
 * are there, and nothing waits for them.
 */
const InsufficientCreditsModal = lazy(() =>
  importInsufficientCreditsModal().then((module) => ({ default: module.InsufficientCreditsModal })),
);
const DownloadStages = lazy(() =>
  importDownloadStages().then((module) => ({ default: module.DownloadStages })),
);

/** The Insufficient Credits dialog while a spend was refused for too few credits. */
export function InsufficientCreditsDialog({
  insufficient,
  onClose,
}: {
  insufficient: InsufficientCredits | null;
  onClose: () => void;
}) {
  if (!insufficient) return null;
  return (
    <Suspense fallback={null}>
      <InsufficientCreditsModal
        open
        creditsRequired={insufficient.creditsRequired}
        userCredits={insufficient.userCredits}
        message={insufficient.message}
        onClose={onClose}
      />
    </Suspense>
  );
}

/** Pay to Download's dialogs once its press has an answer. */
export function DownloadStageDialogs(props: {
  stage: DownloadStage;
  templateName: string;
  onDownload: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  if (props.stage.name === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <DownloadStages {...props} />
    </Suspense>
  );
}
