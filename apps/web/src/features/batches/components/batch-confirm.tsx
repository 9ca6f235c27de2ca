import type { BatchPrice } from '@frameshop/contract';
import { SpendButton } from '../../../components/spend-button';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { CoinsIcon, WandIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import type { BatchOrderFailure } from '../order-failure';
import { makeAction, priceLine } from '../price-line';

interface BatchConfirmProps {
  /** The server's price for the rows shown; undefined until it answered. */
  price: BatchPrice | undefined;
  balance: number | null;
  /** Why the button waits (rows to fix, photos uploading, the price being checked); null if it does not. */
  waitingFor: string | null;
  ordering: boolean;
  failure: (BatchOrderFailure & { reference: string | null }) | null;
  onConfirm: () => void;
}

/**
 * The price in one line ("300 results × 5 credits + licence 150 = 1,650 credits") beside the
 * balance, and the one button that names it and confirms the batch on its one press (ADR 28).
 */
export function BatchConfirm({
  price,
  balance,
  waitingFor,
  ordering,
  failure,
  onConfirm,
}: BatchConfirmProps) {
  const short = price && balance !== null ? price.total - balance : 0;
  return (
    <section
      aria-labelledby="batch-price-heading"
      className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
    >
      <h2 id="batch-price-heading" className="text-lg font-semibold text-ink">
        Price
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-base font-semibold text-ink" data-testid="batch-price-line">
          {price ? priceLine(price) : 'The price is worked out once the rows are checked.'}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-ink">
          <CoinsIcon className="size-4 text-amber-500" aria-hidden="true" />
          Your balance: {balance === null ? '…' : formatCredits(balance)}
        </p>
      </div>
      {short > 0 ? (
        <p className="text-sm text-danger-700">
          You need {formatCredits(short)} more to make this batch.
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        The whole price is held when you confirm. Each result is charged once it is made; a row that
        fails or that you cancel gives its share back.
      </p>
      {failure?.kind === 'total-changed' ? (
        <FormAlert tone="error" reference={failure.reference}>
          {failure.message} The button below names the new total.
        </FormAlert>
      ) : failure?.kind === 'rows' ? (
        <FormAlert tone="error" reference={failure.reference}>
          {failure.message || 'Some rows need fixing.'} Each is marked on its row above.
        </FormAlert>
      ) : failure?.kind === 'message' ? (
        <FormAlert tone="error" reference={failure.reference}>
          {failure.message}
        </FormAlert>
      ) : null}
      {waitingFor ? <p className="text-sm text-ink-muted">{waitingFor}</p> : null}
      {price ? (
        <SpendButton
          icon={<WandIcon className="size-5 shrink-0" />}
          action={makeAction(price.results)}
          price={price.total > 0 ? price.total : null}
          pending={ordering}
          disabled={waitingFor !== null}
          onSpend={onConfirm}
        />
      ) : (
        <Button size="lg" fullWidth disabled>
          <WandIcon className="size-5 shrink-0" /> Make
        </Button>
      )}
    </section>
  );
}
