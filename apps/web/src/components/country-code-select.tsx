import { COUNTRY_CODES } from '@frameshop/contract';
import { countryCodeLabel } from '../lib/country-codes';
import { ChevronDownIcon } from './ui/icons';
import { inputClasses } from './ui/input-styles';

/**
 * The dialling-code picker beside a phone input; compact when closed, full names on hover. It is as
 * wide as its longest label ("+971 AE"), and draws its own arrow: the browser's arrow takes a width
 * of the box that no padding accounts for, and clipped "+91 IN" to "+91 I" on a phone.
 */
export function CountryCodeSelect({
  value,
  onChange,
  name,
}: {
  value: string;
  onChange: (code: string) => void;
  name?: string;
}) {
  return (
    <div className="relative shrink-0">
      <select
        aria-label="Country code"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses('default', 'w-auto appearance-none pr-8 pl-2.5')}
      >
        {COUNTRY_CODES.map((entry) => (
          <option key={entry.code} value={entry.code} title={entry.country}>
            {countryCodeLabel(entry)}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-subtle" />
    </div>
  );
}
