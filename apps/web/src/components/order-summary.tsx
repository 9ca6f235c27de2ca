import { CommerceMessage } from '@frameshop/contract';
import { formatCredits } from '../lib/format';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-alert';
import { CoinsIcon } from './ui/icons';

/** What an order costs ("Owned — free" or its price) beside the buyer's balance. */
export function PriceAndBalance({ price, balance }: { price: string; balance: number | null }) {
  return (
    <dl className="flex items-end justify-between gap-4">
      <div>
        <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">Price</dt>
        <dd className="text-2xl font-bold text-ink" data-testid="editor-price">
          {price}
        </dd>
      </div>
      <div className="text-right">
        <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">Your balance</dt>
        <dd className="flex items-center justify-end gap-1.5 font-semibold text-ink">
          <CoinsIcon className="size-4 text-amber-500" aria-hidden="true" />
          {balance === null ? '…' : formatCredits(balance)}
        </dd>
      </div>
    </dl>
  );
}

interface PriceChangedAlertProps {
  newPrice: number;
  /** The order's verb ("Render", "Export"). */
  action: string;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** The server's new price, and the choice to order at it or not now. */
export function PriceChangedAlert({
  newPrice,
  action,
  busy,
  onAccept,
  onDecline,
}: PriceChangedAlertProps) {
  return (
    <FormAlert tone="error">
      <p>
        {CommerceMessage.priceChanged} It now costs {formatCredits(newPrice)}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onAccept} disabled={busy}>
          {action} for {formatCredits(newPrice)}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDecline}>
          Not now
        </Button>
      </div>
    </FormAlert>
  );
}
