import { COUNTRY_CODES } from '@frameshop/contract';
import { countryCodeLabel } from '../lib/country-codes';
import { inputClasses } from './ui/input-styles';

/** The dialling-code picker beside a phone input; compact when closed, full names on hover. */
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
    <select
      aria-label="Country code"
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputClasses('default', 'w-28 shrink-0 pr-7 pl-2.5')}
    >
      {COUNTRY_CODES.map((entry) => (
        <option key={entry.code} value={entry.code} title={entry.country}>
          {countryCodeLabel(entry)}
        </option>
      ))}
    </select>
  );
}
