import { ActionLabel } from '../../../components/action-label';
import { InsufficientCreditsModal } from '../../../components/insufficient-credits-modal';
import { PriceAndBalance, PriceChangedAlert } from '../../../components/order-summary';
import { Button } from '../../../components/ui/button';
import { WandIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import type { useRenderOrder } from '../hooks/use-render-order';

/** The words of the panel, for what is ordered. */
export interface OrderPanelCopy {
  heading: string;
  action: string;
  ownedNote: string;
  firstOrderNote: string;
  notReady: string;
}

const RENDER_COPY: OrderPanelCopy = {
  heading: 'Order your video',
  action: 'Render',
  ownedNote: "You hold this template's licence: every render of it is free.",
  firstOrderNote:
    "Your first render pays for the template's licence; the credits are returned if it fails or you cancel it.",
  notReady: 'Choose a photo or video to render.',
};

interface OrderPanelProps {
  copy?: OrderPanelCopy;
  owned: boolean;
  /** The user's balance; null while it is not known. */
  balance: number | null;
  ready: boolean;
  order: ReturnType<typeof useRenderOrder>;
}

/** What the render costs (or that it is free), the balance beside it, and Render. */
export function OrderPanel({ copy = RENDER_COPY, owned, balance, ready, order }: OrderPanelProps) {
  return (
    <section
      aria-labelledby="editor-order-heading"
      className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
    >
      <h2 id="editor-order-heading" className="sr-only">
        {copy.heading}
      </h2>
      <PriceAndBalance
        price={owned ? 'Owned — free' : formatCredits(order.price)}
        balance={balance}
      />
      <p className="text-sm text-ink-muted">{owned ? copy.ownedNote : copy.firstOrderNote}</p>

      {order.newPrice !== null ? (
        <PriceChangedAlert
          newPrice={order.newPrice}
          action={copy.action}
          busy={order.ordering}
          onAccept={order.acceptNewPrice}
          onDecline={order.declineNewPrice}
        />
      ) : null}

      <Button
        size="lg"
        fullWidth
        onClick={order.order}
        disabled={!ready || order.ordering || order.newPrice !== null}
        aria-busy={order.ordering || undefined}
      >
        <ActionLabel
          icon={<WandIcon className="size-5 shrink-0" />}
          busy={order.ordering}
          price={owned ? undefined : order.price}
        >
          {owned ? `${copy.action} (free)` : copy.action}
        </ActionLabel>
      </Button>
      {ready ? null : <p className="text-center text-sm text-ink-muted">{copy.notReady}</p>}

      <InsufficientCreditsModal
        open={order.insufficient !== null}
        creditsRequired={order.insufficient?.creditsRequired ?? order.price}
        userCredits={order.insufficient?.userCredits ?? balance ?? 0}
        onClose={order.closeInsufficient}
      />
    </section>
  );
}
