import { CountryCodeSelect } from './country-code-select';
import type { FieldControlProps } from './ui/form-field';
import { inputClasses } from './ui/input-styles';
import type { InputTone } from './ui/input-styles';

interface PhoneNumberInputsProps {
  /** The field's control props, for the number input. */
  control: FieldControlProps;
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  phone: string;
  onPhoneChange: (value: string) => void;
  tone: InputTone;
  /** Form names, where a form wants input typed before the page went live found again. */
  names?: { countryCode?: string; phone?: string };
  placeholder?: string;
  className?: string;
}

/** A phone number as people type it: the dialling code's picker and the national number. */
export function PhoneNumberInputs({
  control,
  countryCode,
  onCountryCodeChange,
  phone,
  onPhoneChange,
  tone,
  names = {},
  placeholder,
  className = 'flex gap-2',
}: PhoneNumberInputsProps) {
  return (
    <div className={className}>
      <CountryCodeSelect
        value={countryCode}
        name={names.countryCode}
        onChange={onCountryCodeChange}
      />
      <input
        {...control}
        type="tel"
        name={names.phone}
        autoComplete="tel-national"
        inputMode="tel"
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        placeholder={placeholder}
        className={inputClasses(tone, 'min-w-0')}
      />
    </div>
  );
}
