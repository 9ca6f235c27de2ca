import type { CreditPack } from '@frameshop/contract';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { CreditPackDetails } from './credit-pack-details';

interface CreditPackPickerProps {
  packs: readonly CreditPack[];
  selectedId: string | null;
  onSelect: (packId: string) => void;
  /** While a payment is under way the choice is fixed. */
  disabled: boolean;
}

/**
 * The packs as one radio group: native radios, so Tab reaches the group, the arrow keys move the
 * choice and screen readers announce "radio button, 2 of 4". Each card is the radio's label.
 */
export function CreditPackPicker({ packs, selectedId, onSelect, disabled }: CreditPackPickerProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-lg font-semibold text-ink">Choose a credit pack</legend>
      <div className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {packs.map((pack) => (
          <label
            key={pack.id}
            className={[
              'relative flex cursor-pointer flex-col rounded-card bg-surface p-6 pt-7 shadow-card ring-1 transition',
              'hover:shadow-card-hover has-checked:bg-brand-50/60 has-checked:ring-2 has-checked:ring-brand-600',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              'has-disabled:cursor-default has-disabled:opacity-70',
              pack.popular ? 'ring-brand-300' : 'ring-line',
            ].join(' ')}
          >
            <input
              type="radio"
              name="credit-pack"
              value={pack.id}
              checked={selectedId === pack.id}
              onChange={() => onSelect(pack.id)}
              className="sr-only"
            />
            <CreditPackDetails pack={pack} titleAs="span" />
            <CheckCircleIcon
              className={`absolute top-5 right-5 size-6 text-brand-600 ${selectedId === pack.id ? '' : 'invisible'}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
