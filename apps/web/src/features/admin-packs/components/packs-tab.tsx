import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { referenceOf } from '../../../lib/api-error';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { AdminQueryState, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { creditPacksKey, getOwnerCreditPacks } from '../api/credit-packs-api';
import { CreditPacksText } from '../credit-packs-text';
import { usePackOrder } from '../hooks/use-pack-order';
import { CreditPackForm } from './credit-pack-form';
import { PackOrderButtons } from './pack-order-buttons';

/**
 * The credit packs in the order buyers see them, each edited and saved in place and moved up or
 * down, with the form that adds one below them.
 */
export function PacksTab({ token, onGoToLogin }: AdminTabProps) {
  const query = useQuery({
    queryKey: creditPacksKey,
    queryFn: ({ signal }) => getOwnerCreditPacks(token, signal),
    // A refusal is shown at once: asking again would only be refused again.
    retry: false,
  });
  const order = usePackOrder(token, query.data?.packs ?? []);
  if (query.isError || query.data === undefined) {
    return <AdminQueryState query={query} onGoToLogin={onGoToLogin} />;
  }
  const { packs } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-sm text-ink-muted">{CreditPacksText.intro}</p>
      {packs.length === 0 ? <p className="text-sm text-ink-muted">{CreditPacksText.none}</p> : null}
      <p role="status" className="sr-only">
        {order.announcement}
      </p>
      <ul className="flex flex-col gap-4" aria-busy={order.moving ? true : undefined}>
        {packs.map((pack, index) => (
          <li key={pack.id} className="flex flex-col gap-2">
            <CreditPackForm
              token={token}
              pack={pack}
              actions={
                <PackOrderButtons
                  pack={pack}
                  first={index === 0}
                  last={index === packs.length - 1}
                  moving={order.moving}
                  onMove={(direction) => order.move(pack.id, direction)}
                />
              }
            />
            {order.failure?.packId === pack.id ? (
              <FormAlert tone="error" reference={referenceOf(order.failure.error)}>
                {CreditPacksText.orderNotSaved} {adminErrorMessage(order.failure.error)}
              </FormAlert>
            ) : null}
          </li>
        ))}
      </ul>
      <CreditPackForm token={token} />
    </div>
  );
}
