import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';

interface SortSelectProps<Option extends string> {
  value: Option;
  /** Every option, in the order shown, with its label. */
  labels: Readonly<Record<Option, string>>;
  onChange: (value: Option) => void;
}

/** A list's "Sort by" control, over any set of sort options. */
export function SortSelect<Option extends string>({
  value,
  labels,
  onChange,
}: SortSelectProps<Option>) {
  const id = useId();
  const options = Object.keys(labels) as Option[];
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
            const chosen = options.find((option) => option === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
          className={inputClasses('default', 'appearance-none pr-9 font-medium')}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle" />
      </div>
    </div>
  );
}
