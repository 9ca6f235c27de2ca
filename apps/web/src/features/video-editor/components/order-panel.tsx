import { InsufficientCreditsModal } from '../../../components/insufficient-credits-modal';
import { PriceAndBalance, PriceChangedAlert } from '../../../components/order-summary';
import { SpendButton } from '../../../components/spend-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { WandIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import type { useRenderOrder } from '../hooks/use-render-order';

/** The words of an order's controls, for what is ordered (a render, an export). */
export interface OrderCopy {
  action: string;
  ownedNote: string;
  firstOrderNote: string;
}

/** The words of the panel, for what is ordered. */
export interface OrderPanelCopy extends OrderCopy {
  heading: string;
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

type RenderOrder = ReturnType<typeof useRenderOrder>;

interface OrderControlsProps {
  copy: OrderCopy;
  owned: boolean;
  /** The user's balance; null while it is not known. */
  balance: number | null;
  ready: boolean;
  /** What the design lacks before it can be ordered, said above the button, which waits for it. */
  blocked?: string | null;
  order: RenderOrder;
}

/**
 * What an order costs (or that it is free) beside the balance, the server's new price to agree to
 * when it changed, and the priced button that orders: the editor's render and the export alike.
 */
export function OrderControls({
  copy,
  owned,
  balance,
  ready,
  blocked = null,
  order,
}: OrderControlsProps) {
  return (
    <>
      <PriceAndBalance
        price={owned ? 'Owned — free' : formatCredits(order.price)}
        balance={balance}
      />
      <p className="text-sm text-ink-muted">{owned ? copy.ownedNote : copy.firstOrderNote}</p>
      {blocked ? <FormAlert tone="error">{blocked}</FormAlert> : null}
      {order.newPrice !== null ? (
        <PriceChangedAlert
          newPrice={order.newPrice}
          action={copy.action}
          busy={order.ordering}
          onAccept={order.acceptNewPrice}
          onDecline={order.declineNewPrice}
        />
      ) : null}
      <SpendButton
        icon={<WandIcon className="size-5 shrink-0" />}
        action={copy.action}
        price={owned ? null : order.price}
        pending={order.ordering}
        disabled={!ready || order.newPrice !== null || blocked !== null}
        onSpend={order.order}
      />
    </>
  );
}

/** The Insufficient Credits dialog while the server refused an order for too few credits. */
export function OrderInsufficientCredits({
  order,
  onClose,
}: {
  order: RenderOrder;
  onClose: () => void;
}) {
  return (
    <InsufficientCreditsModal
      open={order.insufficient !== null}
      creditsRequired={order.insufficient?.creditsRequired ?? 0}
      userCredits={order.insufficient?.userCredits ?? 0}
      message={order.insufficient?.message}
      onClose={onClose}
    />
  );
}

interface OrderPanelProps {
  copy?: OrderPanelCopy;
  owned: boolean;
  /** The user's balance; null while it is not known. */
  balance: number | null;
  ready: boolean;
  order: RenderOrder;
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
      <OrderControls copy={copy} owned={owned} balance={balance} ready={ready} order={order} />
      {ready ? null : <p className="text-center text-sm text-ink-muted">{copy.notReady}</p>}
      <OrderInsufficientCredits order={order} onClose={order.closeInsufficient} />
    </section>
  );
}
