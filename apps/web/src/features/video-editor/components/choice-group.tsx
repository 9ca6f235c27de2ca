import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** Why it cannot be chosen; absent when it can. */
  unavailable?: string | null;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}

/** A radio group drawn as segmented buttons; a choice that makes no sense says why beside it. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => {
          const reasonId = `${id}-${choice.value}`;
          const disabled = Boolean(choice.unavailable);
          return (
            <label
              key={choice.value}
              className={`flex min-h-10 items-center gap-2 rounded-control px-3 py-2 text-sm ring-1 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 ${
                value === choice.value
                  ? 'bg-brand-50 font-semibold text-brand-800 ring-brand-600'
                  : 'bg-surface text-ink ring-line'
              } ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={disabled}
                aria-describedby={disabled ? reasonId : undefined}
                onChange={() => onChange(choice.value)}
                className="accent-brand-600"
              />
              <span>
                {choice.label}
                {disabled ? (
                  <span id={reasonId} className="block text-xs font-normal text-ink-muted">
                    {choice.unavailable}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
