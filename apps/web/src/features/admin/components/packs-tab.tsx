import { useQuery } from '@tanstack/react-query';
import { creditPacksKey, getOwnerCreditPacks } from '../api/credit-packs-api';
import { CreditPacksText } from '../credit-packs-text';
import { AdminQueryState, type AdminTabProps } from './admin-tab';
import { CreditPackForm } from './credit-pack-form';

/** The credit packs, each edited and saved in place, with the form that adds one below them. */
export function PacksTab({ token, onGoToLogin }: AdminTabProps) {
  const query = useQuery({
    queryKey: creditPacksKey,
    queryFn: ({ signal }) => getOwnerCreditPacks(token, signal),
    // A refusal is shown at once: asking again would only be refused again.
    retry: false,
  });
  if (query.isError || query.data === undefined) {
    return <AdminQueryState query={query} onGoToLogin={onGoToLogin} />;
  }
  const { packs } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-sm text-ink-muted">{CreditPacksText.intro}</p>
      {packs.length === 0 ? <p className="text-sm text-ink-muted">{CreditPacksText.none}</p> : null}
      <ul className="flex flex-col gap-4">
        {packs.map((pack) => (
          <li key={pack.id}>
            <CreditPackForm token={token} pack={pack} />
          </li>
        ))}
      </ul>
      <CreditPackForm token={token} />
    </div>
  );
}
