import { COUNTRY_CODES, type CountryCode } from '@frameshop/contract';

/** "+44 GB": what a closed country-code select shows; the full name is the option's title. */
export function countryCodeLabel(entry: CountryCode): string {
  return `${entry.code} ${entry.region}`;
}

export const DEFAULT_COUNTRY_CODE = '+1';

/**
 * What the API takes: the code and the number as typed, e.g. "+44 7700 900123". A number typed
 * with a "+" of its own ("+880 1712 345678": pasted whole, or of a country the list lacks) is
 * taken as typed: the chosen code in front of it would only make it unreadable.
 */
export function joinPhoneNumber(countryCode: string, number: string): string {
  const typed = number.trim();
  return typed.startsWith('+') ? typed : `${countryCode} ${typed}`;
}

/**
 * The dialling code to record with a number as typed: the listed code it starts with when it was
 * typed with its own "+", else the chosen one.
 */
export function countryCodeOf(countryCode: string, number: string): string {
  const typed = number.trim();
  if (!typed.startsWith('+')) return countryCode;
  return splitPhoneNumber(`+${typed.replace(/\D/g, '')}`, countryCode).countryCode;
}

/**
 * Splits a stored number ("+447700900123", code "+44") back into the code and the local part for
 * editing. A number that does not start with its code is shown whole, under the default code.
 */
export function splitPhoneNumber(
  phoneNumber: string,
  countryCode: string,
): { countryCode: string; number: string } {
  const known = COUNTRY_CODES.some((entry) => entry.code === countryCode);
  if (known && phoneNumber.startsWith(countryCode)) {
    return { countryCode, number: phoneNumber.slice(countryCode.length).trim() };
  }
  const match = COUNTRY_CODES.filter((entry) => phoneNumber.startsWith(entry.code)).sort(
    (a, b) => b.code.length - a.code.length,
  )[0];
  if (match) return { countryCode: match.code, number: phoneNumber.slice(match.code.length) };
  return { countryCode: known ? countryCode : DEFAULT_COUNTRY_CODE, number: phoneNumber };
}
