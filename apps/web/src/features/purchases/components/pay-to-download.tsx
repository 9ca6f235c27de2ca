import { SpendButton } from '../../../components/spend-button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useDownloadStages } from '../hooks/use-download-stages';
import { useTemplatePurchase } from '../hooks/use-template-purchase';
import type { PurchaseContext } from '../hooks/use-template-purchase';
import { DownloadStageDialogs, InsufficientCreditsDialog } from './purchase-dialogs';

/**
 * The ready-made video's Pay to Download: credits are taken, a dialog offers the file, the
 * processing overlay covers the download and Download Complete follows. An owned video downloads
 * through the same steps, free.
 */
export function PayToDownload(context: PurchaseContext) {
  const purchase = useTemplatePurchase(context);
  const stages = useDownloadStages();
  const { stage } = stages;
  const { price, templateName } = context.template;

  const pay = async () => {
    const answer = await purchase.requestDownload();
    if (answer) stages.ready(answer);
  };

  const download = () => {
    if (stage.name !== 'ready') return;
    if (purchase.saveDownload(stage.answer)) stages.processing();
    else stages.close();
  };

  return (
    <>
      <SpendButton
        icon={<DownloadIcon className="size-5 shrink-0" />}
        action="Pay to Download"
        freeAction="Download"
        price={purchase.owned ? null : price}
        pending={purchase.downloading}
        disabled={context.signedIn === null || purchase.busy}
        onSpend={() => void pay()}
      />
      <DownloadStageDialogs
        stage={stage}
        templateName={templateName}
        onDownload={download}
        onNext={stages.next}
        onClose={stages.close}
      />
      <InsufficientCreditsDialog
        insufficient={purchase.insufficient}
        onClose={purchase.closeInsufficient}
      />
    </>
  );
}
