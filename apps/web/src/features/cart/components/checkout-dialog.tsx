import type { Cart } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { formatCredits } from '../../../lib/format';

interface CheckoutDialogProps {
  cart: Cart;
  balance: number;
  /** Why the last attempt did not go through (a changed total, a failure); null at first. */
  problem: string | null;
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks to confirm the total, showing the balance now and after. */
export function CheckoutDialog({
  cart,
  balance,
  problem,
  paying,
  onConfirm,
  onClose,
}: CheckoutDialogProps) {
  const licences = cart.itemCount;
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={!paying}
      title="Confirm checkout"
      description={`You are buying ${licences} ${licences === 1 ? 'licence' : 'licences'} with your credits.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={paying}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={paying}>
            {paying ? 'Paying…' : `Pay ${formatCredits(cart.total)}`}
          </Button>
        </>
      }
    >
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <dl
        aria-live="polite"
        className="mt-3 divide-y divide-line rounded-lg bg-canvas text-sm ring-1 ring-line"
      >
        <Row label="Total" value={formatCredits(cart.total)} strong />
        <Row label="Your balance" value={formatCredits(balance)} />
        <Row label="Balance after" value={formatCredits(balance - cart.total)} />
      </dl>
    </Modal>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-2.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold text-ink' : 'font-medium text-ink'}`}>
        {value}
      </dd>
    </div>
  );
}
