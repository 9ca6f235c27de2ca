import type { TemplateSummary } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useTemplatePurchase } from '../hooks/use-template-purchase';
import type { PurchaseContext } from '../hooks/use-template-purchase';
import { ActionLabel } from '../../../components/action-label';

export type LibraryActions = Pick<
  PurchaseContext,
  'onSignInRequired' | 'onCreditsChanged' | 'onPriceChanged'
>;

/** An owned template's free download, from the library. */
export function LibraryDownloadButton({
  template,
  ...actions
}: LibraryActions & { template: TemplateSummary }) {
  const purchase = useTemplatePurchase({ ...actions, template, owned: true, signedIn: true });
  const download = async () => {
    const answer = await purchase.requestDownload();
    if (answer) purchase.saveDownload(answer);
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      disabled={purchase.busy}
      aria-busy={purchase.downloading}
      aria-label={`Download ${template.templateName} (free)`}
    >
      <ActionLabel icon={<DownloadIcon className="size-4 shrink-0" />} busy={purchase.downloading}>
        Download
      </ActionLabel>
    </Button>
  );
}
