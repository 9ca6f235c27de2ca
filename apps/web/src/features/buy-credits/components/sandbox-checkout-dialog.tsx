import { PaymentMessage } from '@frameshop/contract';
import type { PaymentOrder } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatCredits } from '../../../lib/format';
import { formatPaise } from '@frameshop/contract';

interface SandboxCheckoutDialogProps {
  order: PaymentOrder;
  /** The server is settling the test payment; the choice is made. */
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}

/**
 * The sandbox's checkout, in place of Razorpay's: it says plainly that this is a test and lets the
 * buyer decide how the payment ends, so both endings can be tried without money or network.
 */
export function SandboxCheckoutDialog({
  order,
  busy,
  onPay,
  onFail,
  onCancel,
}: SandboxCheckoutDialogProps) {
  return (
    <Modal
      open
      onClose={onCancel}
      closeOnBackdrop={!busy}
      title={PaymentMessage.sandboxTitle}
      description="This store runs without a payment provider. Nothing is charged to any card or account: choose how this test payment ends."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onFail} disabled={busy}>
            Fail
          </Button>
          <Button onClick={onPay} disabled={busy}>
            Pay
          </Button>
        </>
      }
    >
      <dl className="divide-y divide-line rounded-lg bg-canvas text-sm ring-1 ring-line">
        <Row label="Credits" value={formatCredits(order.credits)} />
        <Row label="Amount" value={formatPaise(order.amount)} />
        <Row label="Order" value={order.orderId} />
      </dl>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm text-ink-muted">
        {busy ? 'Processing the test payment…' : ''}
      </p>
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-2.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 font-medium break-all text-ink tabular-nums">{value}</dd>
    </div>
  );
}
