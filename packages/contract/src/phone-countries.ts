/** One entry of the phone country-code list. */
export interface CountryCode {
  /** Dialling prefix with its plus sign, e.g. "+44". */
  code: string;
  /** Short enough for the closed select: ISO country codes, e.g. "GB". */
  region: string;
  country: string;
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

/**
 * The countries (ISO 3166-1 alpha-2) whose numbers the registration form offers: every country
 * each offered code dials (+44 is also Guernsey, Jersey and the Isle of Man; +7 Kazakhstan), except
 * that +1 is only what its label names, the United States and Canada: it also dials the
 * Caribbean's numbers, where texts are dearest and most often pumped.
 */
export const PHONE_FORM_COUNTRIES: readonly string[] = [
  ...COUNTRY_CODES.map((entry) => entry.region),
  'CA',
  'KZ',
  'GG',
  'IM',
  'JE',
  'CC',
  'CX',
  'VA',
  'SJ',
];
