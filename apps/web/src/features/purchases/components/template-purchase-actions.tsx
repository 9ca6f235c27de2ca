import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CoinsIcon, DownloadIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useTemplatePurchase } from '../hooks/use-template-purchase';
import type { PurchaseContext } from '../hooks/use-template-purchase';
import { ActionLabel } from '../../../components/action-label';
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
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            onClick={purchase.buy}
            disabled={waiting || purchase.busy}
            aria-busy={purchase.buying}
          >
            <ActionLabel
              icon={<CoinsIcon className="size-5 shrink-0" />}
              busy={purchase.buying}
              price={price}
            >
              Buy
            </ActionLabel>
          </Button>
        )}
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          onClick={() => void download()}
          disabled={waiting || purchase.busy}
          aria-busy={purchase.downloading}
        >
          <ActionLabel
            icon={<DownloadIcon className="size-5 shrink-0" />}
            busy={purchase.downloading}
            price={purchase.owned ? undefined : price}
          >
            {purchase.owned ? 'Download (free)' : 'Buy and Download'}
          </ActionLabel>
        </Button>
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
