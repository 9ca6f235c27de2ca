import { CommerceMessage } from '@frameshop/contract';
import { InsufficientCreditsModal } from '../../../components/insufficient-credits-modal';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { CoinsIcon, WandIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { formatCredits } from '../../../lib/format';
import type { useRenderOrder } from '../hooks/use-render-order';

interface OrderPanelProps {
  owned: boolean;
  /** The user's balance; null while it is not known. */
  balance: number | null;
  ready: boolean;
  order: ReturnType<typeof useRenderOrder>;
}

/** What the render costs (or that it is free), the balance beside it, and Render. */
export function OrderPanel({ owned, balance, ready, order }: OrderPanelProps) {
  return (
    <section
      aria-labelledby="editor-order-heading"
      className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
    >
      <h2 id="editor-order-heading" className="sr-only">
        Order your video
      </h2>
      <dl className="flex items-end justify-between gap-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">Price</dt>
          <dd className="text-2xl font-bold text-ink" data-testid="editor-price">
            {owned ? 'Owned — free' : formatCredits(order.price)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">
            Your balance
          </dt>
          <dd className="flex items-center justify-end gap-1.5 font-semibold text-ink">
            <CoinsIcon className="size-4 text-amber-500" aria-hidden="true" />
            {balance === null ? '…' : formatCredits(balance)}
          </dd>
        </div>
      </dl>
      {owned ? (
        <p className="text-sm text-ink-muted">
          You hold this template&apos;s licence: every render of it is free.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          Your first render pays for the template&apos;s licence; the credits are returned if it
          fails or you cancel it.
        </p>
      )}

      {order.newPrice !== null ? (
        <FormAlert tone="error">
          <p>
            {CommerceMessage.priceChanged} It now costs {formatCredits(order.newPrice)}.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={order.acceptNewPrice} disabled={order.ordering}>
              Render for {formatCredits(order.newPrice)}
            </Button>
            <Button size="sm" variant="secondary" onClick={order.declineNewPrice}>
              Not now
            </Button>
          </div>
        </FormAlert>
      ) : null}

      <Button
        size="lg"
        fullWidth
        onClick={order.order}
        disabled={!ready || order.ordering || order.newPrice !== null}
        aria-busy={order.ordering || undefined}
      >
        {order.ordering ? <Spinner className="size-5" /> : <WandIcon className="size-5" />}
        Render
      </Button>
      {ready ? null : (
        <p className="text-center text-sm text-ink-muted">Choose a photo or video to render.</p>
      )}

      <InsufficientCreditsModal
        open={order.insufficient !== null}
        creditsRequired={order.insufficient?.creditsRequired ?? order.price}
        userCredits={order.insufficient?.userCredits ?? balance ?? 0}
        onClose={order.closeInsufficient}
      />
    </section>
  );
}
