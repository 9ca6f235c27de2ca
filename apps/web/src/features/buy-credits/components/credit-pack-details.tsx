import type { CreditPack } from '@frameshop/contract';
import { formatNumber } from '../../../lib/format';
import { formatRupees, pricePerCredit } from '@frameshop/contract';

interface CreditPackDetailsProps {
  pack: CreditPack;
  /**
   * 'h2' where the pack is a section of a page (pricing); 'span' inside a radio's label, which
   * may hold no heading.
   */
  titleAs?: 'h2' | 'span';
}

/** One credit pack: the popular mark, its credits, its price in rupees, per credit and savings. */
export function CreditPackDetails({ pack, titleAs: Title = 'h2' }: CreditPackDetailsProps) {
  return (
    <>
      {pack.popular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </span>
      ) : null}
      <Title className="block text-2xl font-bold text-ink">
        {formatNumber(pack.credits)} credits
      </Title>
      <span className="mt-2 block text-3xl font-bold tracking-tight text-brand-700">
        {formatRupees(pack.priceInr)}
      </span>
      <span className="mt-1 block text-sm text-ink-muted">
        {pricePerCredit(pack.priceInr, pack.credits)}
      </span>
      <span className="mt-2 block text-sm font-medium text-success-700">
        {pack.savingsLabel ?? 'Try it out'}
      </span>
    </>
  );
}
