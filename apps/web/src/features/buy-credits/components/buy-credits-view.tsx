import { PaymentMessage } from '@frameshop/contract';
import type { CreditPack } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useCheckoutScript } from '../hooks/use-checkout-script';
import { useCreditPurchase } from '../hooks/use-credit-purchase';
import type { Buyer, PurchaseStep } from '../hooks/use-credit-purchase';
import type { PaymentsSetup } from '../payments-setup';
import { ConfirmingPayment } from './confirming-payment';
import { CreditPackPicker } from './credit-pack-picker';
import { CreditPacksState } from './credit-packs-state';
import { PayBar } from './pay-bar';
import type { PayBarWait } from './pay-bar';
import { PaymentProblem } from './payment-problem';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

interface BuyCreditsViewProps {
  buyer: Buyer;
  /** The packs on sale, asked for by the page (so its server render brings them). */
  packs: UseQueryResult<CreditPack[]>;
  /** How the store takes payments; undefined while its settings load. */
  payments: PaymentsSetup | undefined;
  /** The store's settings could not be read: no checkout can open. */
  paymentsUnavailable: boolean;
  /** Shows the new balance at once (the navbar), then refetches the profile. */
  onCredited: (newBalance: number) => void | Promise<void>;
  /** Asked before paying, below the packs (the invoice's details, when the store issues them). */
  beforePaying?: ReactNode;
  /**
   * Null when nothing stops paying; else what must be done first, and the id of the element of
   * `beforePaying` that asks it. No pack can be paid for until it is done.
   */
  firstDo?: { text: string; targetId: string } | null;
}

const stepWaits: Partial<Record<PurchaseStep['name'], PayBarWait>> = {
  starting: 'starting',
  sandbox: 'in-checkout',
  razorpay: 'in-checkout',
  verifying: 'verifying',
};

/** Choosing a pack and paying for it, with every state a payment can be in. */
export function BuyCreditsView({
  buyer,
  packs,
  payments,
  paymentsUnavailable,
  onCredited,
  beforePaying,
  firstDo = null,
}: BuyCreditsViewProps) {
  const script = useCheckoutScript(payments);
  const { step, problem, problemReference, notice, pay, sandbox, stopWaiting } = useCreditPurchase({
    buyer,
    script,
    onCredited,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A pack taken off sale since it was chosen is no longer there to pay for.
  const selected = packs.data?.find((pack) => pack.id === selectedId) ?? null;
  const messagesRef = useRef<HTMLDivElement>(null);

  // On a phone the packs fill the screen and the Pay button stays at its bottom, so how a payment
  // ended would be told below the fold, out of sight: it is brought into view when it is new.
  useEffect(() => {
    if (problem === null && notice === null) return;
    messagesRef.current?.scrollIntoView?.({ block: 'center' });
  }, [problem, notice]);

  if (step.name === 'confirming') {
    return <ConfirmingPayment resumed={step.resumed} onStopWaiting={stopWaiting} />;
  }

  const blocked = paymentsUnavailable || script.status === 'failed';
  const shownProblem = problem ?? (blocked ? PaymentMessage.razorpayNotLoaded : null);
  const wait =
    stepWaits[step.name] ??
    (script.status === 'loading' && !paymentsUnavailable ? 'checkout-script' : null);

  return (
    <>
      <CreditPacksState query={packs}>
        {(onSale) => (
          <CreditPackPicker
            packs={onSale}
            selectedId={selectedId}
            onSelect={setSelectedId}
            disabled={step.name !== 'choosing'}
          />
        )}
      </CreditPacksState>
      <div ref={messagesRef} className="mt-8 space-y-4 empty:hidden">
        {shownProblem ? (
          <PaymentProblem
            message={shownProblem}
            reference={problem === null ? null : problemReference}
          />
        ) : null}
        {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      </div>
      {beforePaying}
      <PayBar
        pack={selected}
        wait={wait}
        blocked={blocked}
        firstDo={firstDo}
        onPay={() => {
          if (selected) pay(selected.id);
        }}
      />
      {step.name === 'sandbox' ? (
        <SandboxCheckoutDialog
          order={step.order}
          busy={step.busy}
          onPay={sandbox.pay}
          onFail={sandbox.fail}
          onCancel={sandbox.cancel}
        />
      ) : null}
    </>
  );
}
