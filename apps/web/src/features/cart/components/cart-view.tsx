import { CommerceMessage } from '@frameshop/contract';
import type { Cart } from '@frameshop/contract';
import { InsufficientCreditsModal } from '../../../components/insufficient-credits-modal';
import { SpendButton } from '../../../components/spend-button';
import { ButtonLink } from '../../../components/ui/button-link';
import { CartIcon, CoinsIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { useToast } from '../../../components/ui/use-toast';
import { failureAdvice, referenceOf } from '../../../lib/api-error';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCart } from '../api/get-cart';
import { useRemoveFromCartMutation } from '../api/remove-from-cart';
import { useUpdateCartQuantityMutation } from '../api/update-cart-quantity';
import { useCheckout } from '../hooks/use-checkout';
import { CartLineItem } from './cart-line-item';
import { CheckoutReceipt } from './checkout-receipt';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';

interface CartViewProps {
  /** The signed-in user's credits. */
  balance: number;
  /** Shows the balance the server reported after a checkout at once, then refetches the profile. */
  onCheckedOut: (remainingCredits: number) => Promise<void>;
}

/** The cart: its lines, the totals and Checkout, with every state on the way. */
export function CartView({ balance, onCheckedOut }: CartViewProps) {
  const query = useCart();
  const checkout = useCheckout({ cart: query.data, balance, onCheckedOut });
  const { step } = checkout;

  let content;
  if (query.isPending) {
    content = <LoadingState label="Loading your cart…" />;
  } else if (query.isError) {
    content = (
      <LoadFailedPanel
        message={`Your cart could not be loaded. ${failureAdvice(query.error)}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  } else if (query.data.lines.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <FilledCart
        cart={query.data}
        balance={balance}
        problem={step.name === 'open' ? step.problem : null}
        problemReference={step.name === 'open' ? (step.reference ?? null) : null}
        paying={checkout.paying}
        onCheckout={checkout.pay}
      />
    );
  }

  return (
    <>
      {content}
      <InsufficientCreditsModal
        open={step.name === 'insufficient'}
        creditsRequired={step.name === 'insufficient' ? step.creditsRequired : 0}
        userCredits={step.name === 'insufficient' ? step.userCredits : 0}
        message={step.name === 'insufficient' ? step.message : null}
        onClose={checkout.close}
      />
      {step.name === 'done' ? (
        <CheckoutReceipt receipt={step.receipt} onClose={checkout.close} />
      ) : null}
    </>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-panel border border-dashed border-slate-300 bg-surface px-6 py-14 text-center sm:py-20">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <CartIcon className="size-7" />
      </span>
      <p role="status" className="mt-5 text-lg font-semibold text-ink">
        {CommerceMessage.cartEmpty}
      </p>
      <p className="mt-1 max-w-md text-sm text-ink-muted">
        Add a template from its page to buy its licence with your credits.
      </p>
      <ButtonLink to={paths.templatesList()} className="mt-6">
        Browse Templates
      </ButtonLink>
    </div>
  );
}

interface FilledCartProps {
  cart: Cart;
  balance: number;
  /** Why the last checkout did not go through (a changed total, a failure); null at first. */
  problem: string | null;
  /** The failed checkout's request id, for the buyer to quote to support. */
  problemReference: string | null;
  paying: boolean;
  onCheckout: () => void;
}

function FilledCart({
  cart,
  balance,
  problem,
  problemReference,
  paying,
  onCheckout,
}: FilledCartProps) {
  const toast = useToast();
  const step = useUpdateCartQuantityMutation();
  const remove = useRemoveFromCartMutation();
  const busyId = step.isPending
    ? step.variables.templateId
    : remove.isPending
      ? remove.variables
      : null;
  const onFailure = (error: unknown) =>
    toast.show({
      type: 'error',
      message: `Your cart was not changed. ${failureAdvice(error)}`,
      reference: referenceOf(error),
    });

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:items-start">
      <section aria-labelledby="cart-lines-heading" className="lg:col-span-2">
        <h2 id="cart-lines-heading" className="sr-only">
          Items
        </h2>
        <ul className="divide-y divide-line rounded-card bg-surface px-4 shadow-card ring-1 ring-line sm:px-6">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.template.templateId}
              line={line}
              busy={busyId === line.template.templateId}
              onStep={(delta) =>
                step.mutate({ templateId: line.template.templateId, delta }, { onError: onFailure })
              }
              onRemove={() => remove.mutate(line.template.templateId, { onError: onFailure })}
            />
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="cart-summary-heading"
        className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line lg:sticky lg:top-24"
      >
        <h2 id="cart-summary-heading" className="text-lg font-semibold text-ink">
          Order summary
        </h2>
        <dl aria-live="polite" className="mt-4 space-y-2 text-sm">
          <SummaryRow label="Subtotal" value={formatCredits(cart.subtotal)} />
          {/* Credits carry no tax, so there is no tax line: a row reading '-' only raises the question. */}
          <div className="border-t border-line pt-2">
            <SummaryRow label="Total" value={formatCredits(cart.total)} strong />
          </div>
          <SummaryRow label="Your balance" value={formatCredits(balance)} />
          {balance >= cart.total ? (
            <SummaryRow label="Balance after" value={formatCredits(balance - cart.total)} />
          ) : (
            <SummaryRow label="Short by" value={formatCredits(cart.total - balance)} />
          )}
        </dl>
        {problem ? (
          <FormAlert tone="error" className="mt-4" reference={problemReference}>
            {problem}
          </FormAlert>
        ) : null}
        <SpendButton
          className="mt-5"
          icon={<CoinsIcon className="size-5 shrink-0" />}
          action="Checkout"
          price={cart.total}
          pending={paying}
          onSpend={onCheckout}
        />
        <p className="mt-3 text-center text-xs text-ink-muted">
          One click pays for every licence in your cart.
        </p>
      </section>
    </div>
  );
}

function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'text-base font-bold text-ink' : 'font-medium text-ink'}`}
      >
        {value}
      </dd>
    </div>
  );
}
