import { Link } from 'react-router';
import { SpendButton } from '../../../components/spend-button';
import { CoinsIcon, DownloadIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useTemplatePurchase } from '../hooks/use-template-purchase';
import type { PurchaseContext } from '../hooks/use-template-purchase';
import { InsufficientCreditsDialog } from './purchase-dialogs';

/**
 * Buy and Download for a video or image template. Not owned: Buy, or Buy and Download, as the first
 * download pays for it; each names its price and spends it on one click, as every spending button
 * does. Owned: Download, free, as often as wanted.
 */
export function TemplatePurchaseActions(context: PurchaseContext) {
  const purchase = useTemplatePurchase(context);
  const { price } = context.template;
  const waiting = context.signedIn === null;

  const download = async () => {
    const answer = await purchase.requestDownload();
    if (answer) purchase.saveDownload(answer);
  };

  return (
    <div className="space-y-3">
      {/* One column: each button names its price, which two side by side would wrap. */}
      <div className="grid grid-cols-1 gap-3">
        {purchase.owned ? null : (
          <SpendButton
            variant="secondary"
            icon={<CoinsIcon className="size-5 shrink-0" />}
            action="Buy"
            price={price}
            pending={purchase.buying}
            disabled={waiting || purchase.busy}
            onSpend={purchase.buy}
          />
        )}
        <SpendButton
          variant="secondary"
          icon={<DownloadIcon className="size-5 shrink-0" />}
          action="Buy and Download"
          freeAction="Download"
          price={purchase.owned ? null : price}
          pending={purchase.downloading}
          disabled={waiting || purchase.busy}
          onSpend={() => void download()}
        />
      </div>
      {purchase.owned ? (
        <p className="text-sm text-ink-muted">
          You own this template: download it again any time, free, here or from{' '}
          <Link to={paths.purchased()} className="font-semibold text-brand-700 hover:underline">
            your purchases
          </Link>
          .
        </p>
      ) : null}
      <InsufficientCreditsDialog
        insufficient={purchase.insufficient}
        onClose={purchase.closeInsufficient}
      />
    </div>
  );
}
