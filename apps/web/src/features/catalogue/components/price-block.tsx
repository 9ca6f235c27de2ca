import type { TemplateSummary } from '@frameshop/contract';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { useGeo } from '../api/get-geo';

/**
 * The visitor's price in credits, saying so when the India price is the one that applies; 'Owned'
 * instead for a template the user has bought, whose downloads are free.
 */
export function PriceBlock({
  template,
  owned = false,
}: {
  template: TemplateSummary;
  owned?: boolean;
}) {
  const geo = useGeo();
  if (owned) {
    return (
      <p className="flex items-center gap-2 text-3xl font-bold tracking-tight text-success-700">
        <CheckCircleIcon className="size-7 shrink-0" />
        Owned
      </p>
    );
  }
  const indiaPrice = geo.isIndianUser && template.templatePriceIND !== null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-3xl font-bold tracking-tight text-ink" data-testid="template-price">
        {formatCredits(template.price)}
      </p>
      {indiaPrice ? (
        <p className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
          India price
        </p>
      ) : null}
    </div>
  );
}
