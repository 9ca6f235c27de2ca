import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import { SearchIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { FILTER_PARAMS } from '../hooks/use-catalogue-filters';

interface SearchFieldProps {
  /** The box's name. */
  label?: string;
  /**
   * Where the browser sends the search before the app is live: this page by default, its other
   * filters kept; another page (the whole store's results) with the search alone.
   */
  action?: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Enter searches at once, without waiting for the pause. */
  onSubmit: (value: string) => void;
  onClear: () => void;
  /** More of the input's attributes: a combobox's, when suggestions come with it. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  /** Shown under the box, inside the form: the suggestions' list. */
  children?: ReactNode;
}

/**
 * A search box. Sent by the browser (before the app is live, or without scripts) it is an
 * ordinary search: of this page by default, the term as `q` and the page's other filters kept.
 * Its Search button sends it for those who do not press Enter (a pointer, a switch, a screen
 * reader's user looking for the form's button: WCAG technique H32).
 */
export function SearchField({
  label = 'Search templates',
  action,
  value,
  placeholder,
  onChange,
  onSubmit,
  onClear,
  inputProps,
  children,
}: SearchFieldProps) {
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const otherParams = action ? [] : [...params].filter(([name]) => name !== FILTER_PARAMS.search);
  return (
    <form
      role="search"
      // The whole store's box is named, so that its landmark is told apart from a list's.
      aria-label={action ? label : undefined}
      method="get"
      action={action ?? pathname}
      className="relative flex w-full items-center gap-2 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-subtle" />
        <input
          type="search"
          name={FILTER_PARAMS.search}
          maxLength={100}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          {...inputProps}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses(
            'default',
            'pr-10 pl-10 [&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {value ? (
          <CloseButton
            onClick={onClear}
            label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 text-ink-subtle"
            iconSize="size-4"
          />
        ) : null}
      </div>
      {otherParams.map(([name, paramValue], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={paramValue} />
      ))}
      <Button type="submit" variant="secondary" className="shrink-0">
        Search
      </Button>
      {children}
    </form>
  );
}
