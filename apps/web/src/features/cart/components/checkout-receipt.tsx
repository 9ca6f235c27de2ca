import type { CheckoutResponse } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Modal } from '../../../components/ui/modal';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** What the checkout bought: a licence per line item, what was paid and what is left. */
export function CheckoutReceipt({
  receipt,
  onClose,
}: {
  receipt: CheckoutResponse;
  onClose: () => void;
}) {
  const { licences, creditsCharged, remainingCredits } = receipt;
  return (
    <Modal
      open
      onClose={onClose}
      title={receipt.message}
      description={`${formatCredits(creditsCharged)} paid, ${formatCredits(remainingCredits)} left.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          <ButtonLink to={paths.purchased()} onClick={onClose}>
            View purchases
          </ButtonLink>
        </>
      }
    >
      <p className="text-sm font-medium text-ink">
        {licences.length} {licences.length === 1 ? 'licence' : 'licences'}
      </p>
      <ul
        aria-label="Licences bought"
        className="mt-2 max-h-72 divide-y divide-line overflow-y-auto rounded-lg bg-canvas text-sm ring-1 ring-line"
      >
        {licences.map((licence) => (
          <li
            key={licence.licenceId}
            className="flex items-center justify-between gap-4 px-4 py-2.5"
          >
            <span className="min-w-0 break-words text-ink">{licence.templateName}</span>
            <span className="shrink-0 font-medium text-ink-muted tabular-nums">
              {formatCredits(licence.creditsPaid)}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
