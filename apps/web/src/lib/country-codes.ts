/** One entry of the phone country-code list. */
export interface CountryCode {
  /** Dialling prefix with its plus sign, e.g. "+44". */
  code: string;
  /** Short enough for the closed select: ISO country codes, e.g. "GB". */
  region: string;
  country: string;
}

/** "+44 GB": what a closed country-code select shows; the full name is the option's title. */
export function countryCodeLabel(entry: CountryCode): string {
  return `${entry.code} ${entry.region}`;
}

/** The 35 dialling codes offered next to phone inputs (the spec's list size), +1 first. */
export const COUNTRY_CODES: readonly CountryCode[] = [
  { code: '+1', region: 'US', country: 'United States / Canada' },
  { code: '+44', region: 'GB', country: 'United Kingdom' },
  { code: '+91', region: 'IN', country: 'India' },
  { code: '+61', region: 'AU', country: 'Australia' },
  { code: '+64', region: 'NZ', country: 'New Zealand' },
  { code: '+49', region: 'DE', country: 'Germany' },
  { code: '+33', region: 'FR', country: 'France' },
  { code: '+34', region: 'ES', country: 'Spain' },
  { code: '+39', region: 'IT', country: 'Italy' },
  { code: '+31', region: 'NL', country: 'Netherlands' },
  { code: '+32', region: 'BE', country: 'Belgium' },
  { code: '+41', region: 'CH', country: 'Switzerland' },
  { code: '+43', region: 'AT', country: 'Austria' },
  { code: '+45', region: 'DK', country: 'Denmark' },
  { code: '+46', region: 'SE', country: 'Sweden' },
  { code: '+47', region: 'NO', country: 'Norway' },
  { code: '+48', region: 'PL', country: 'Poland' },
  { code: '+351', region: 'PT', country: 'Portugal' },
  { code: '+353', region: 'IE', country: 'Ireland' },
  { code: '+7', region: 'RU', country: 'Russia / Kazakhstan' },
  { code: '+90', region: 'TR', country: 'Turkey' },
  { code: '+971', region: 'AE', country: 'United Arab Emirates' },
  { code: '+966', region: 'SA', country: 'Saudi Arabia' },
  { code: '+27', region: 'ZA', country: 'South Africa' },
  { code: '+234', region: 'NG', country: 'Nigeria' },
  { code: '+55', region: 'BR', country: 'Brazil' },
  { code: '+52', region: 'MX', country: 'Mexico' },
  { code: '+81', region: 'JP', country: 'Japan' },
  { code: '+82', region: 'KR', country: 'South Korea' },
  { code: '+86', region: 'CN', country: 'China' },
  { code: '+65', region: 'SG', country: 'Singapore' },
  { code: '+60', region: 'MY', country: 'Malaysia' },
  { code: '+62', region: 'ID', country: 'Indonesia' },
  { code: '+63', region: 'PH', country: 'Philippines' },
  { code: '+66', region: 'TH', country: 'Thailand' },
];

export const DEFAULT_COUNTRY_CODE = '+1';

/** What the API takes: the code and the number as typed, e.g. "+44 7700 900123". */
export function joinPhoneNumber(countryCode: string, number: string): string {
  return `${countryCode} ${number.trim()}`;
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
