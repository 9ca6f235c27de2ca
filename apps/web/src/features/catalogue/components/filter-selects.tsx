import type { SearchFiltersResponse } from '@frameshop/contract';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import type { ListScope } from '../api/query-keys';
import { LENGTH_LABELS, ORIENTATION_LABELS, PRICE_LABELS } from '../filter-labels';
import type { ChoiceFilter } from '../hooks/use-catalogue-filters';

interface FilterSelectsProps {
  scope: ListScope;
  /** What each choice would hold; undefined while the counts load (or when they cannot). */
  counts: SearchFiltersResponse | undefined;
  /** Image templates have no length. */
  hasLength: boolean;
  onChange: (filter: ChoiceFilter, value: string | undefined) => void;
}

/**
 * The filters beside the section chips: orientation, price and (for videos) length, each a
 * choice with what it would hold for the search as it is. A choice that would hold nothing is
 * offered disabled, so the list never empties by surprise.
 */
export function FilterSelects({ scope, counts, hasLength, onChange }: FilterSelectsProps) {
  return (
    <div role="group" aria-label="Filters" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <FilterSelect
        label="Orientation"
        value={scope.orientation}
        labels={ORIENTATION_LABELS}
        counts={counts?.orientation}
        onChange={(value) => onChange('orientation', value)}
      />
      <FilterSelect
        label="Price"
        value={scope.price}
        labels={PRICE_LABELS}
        counts={counts?.price}
        onChange={(value) => onChange('price', value)}
      />
      {hasLength ? (
        <FilterSelect
          label="Length"
          value={scope.length}
          labels={LENGTH_LABELS}
          counts={counts?.length}
          onChange={(value) => onChange('length', value)}
        />
      ) : null}
    </div>
  );
}

function FilterSelect<Value extends string>({
  label,
  value,
  labels,
  counts,
  onChange,
}: {
  label: string;
  value: Value | undefined;
  labels: Readonly<Record<Value, string>>;
  counts: readonly { value: Value; count: number }[] | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  const id = useId();
  const options = Object.keys(labels) as Value[];
  const countOf = (option: Value) => counts?.find((choice) => choice.value === option)?.count;
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
        className={inputClasses(
          'default',
          `appearance-none truncate pr-9 font-medium sm:w-auto ${
            value ? 'text-brand-700 ring-1 ring-brand-600/40' : ''
          }`,
        )}
      >
        <option value="">{label}</option>
        {options.map((option) => {
          const count = countOf(option);
          return (
            <option key={option} value={option} disabled={count === 0 && option !== value}>
              {count === undefined ? labels[option] : `${labels[option]} (${count})`}
            </option>
          );
        })}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle" />
    </div>
  );
}
