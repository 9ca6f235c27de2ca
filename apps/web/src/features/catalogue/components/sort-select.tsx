import { sortOptionSchema } from '@frameshop/contract';
import type { SortOption } from '@frameshop/contract';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';

const SORT_LABELS: Record<SortOption, string> = {
  popularity: 'Popularity',
  'price-low-high': 'Price: Low to High',
  'price-high-low': 'Price: High to Low',
};

export function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (value: SortOption) => void;
}) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink-muted">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const parsed = sortOptionSchema.safeParse(event.target.value);
            if (parsed.success) onChange(parsed.data);
          }}
          className={inputClasses('default', 'appearance-none pr-9 font-medium')}
        >
          {sortOptionSchema.options.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle" />
      </div>
    </div>
  );
}
