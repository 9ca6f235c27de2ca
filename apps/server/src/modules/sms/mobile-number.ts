import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { AppError } from '../../http/app-error';

/** A number that can be a mobile in its country, as libphonenumber's full metadata tells. */
export interface MobileNumber {
  /** E.164 (+919876543210): what is stored, texted and what codes are keyed by. */
  e164: string;
  /** The number's country, ISO 3166-1 alpha-2. */
  country: string;
  /** As people read it: +91 98765 43210. */
  display: string;
  /** As logs carry it, most of its digits hidden: +91 98••••3210. */
  masked: string;
}

export const PhoneMessage = {
  notMobile:
    'This is not a mobile number in the country of its code. Check the country code and the number.',
} as const;

/**
 * The North American plan does not tell mobiles from landlines by their digits, so there a
 * number that is either passes; everywhere else the number must be a mobile's.
 */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The number, when it can be a mobile in its country; null when it cannot. */
export function parseMobileNumber(raw: string): MobileNumber | null {
  const parsed = parsePhoneNumberFromString(raw);
  if (!parsed?.country || !parsed.isValid() || !TEXTABLE_TYPES.has(parsed.getType() ?? '')) {
    return null;
  }
  return {
    e164: parsed.number,
    country: parsed.country,
    display: parsed.formatInternational(),
    masked: masked(`+${parsed.countryCallingCode}`, parsed.nationalNumber),
  };
}

/**
 * The country code, the first two digits (the operator, roughly) and the last four, the rest
 * hidden; at least four digits are hidden, so a short number shows fewer at its end.
 */
function masked(countryCode: string, national: string): string {
  const hidden = Math.max(4, national.length - 6);
  return `${countryCode} ${national.slice(0, 2)}${'•'.repeat(hidden)}${national.slice(2 + hidden)}`;
}

/**
 * `text` with `number` masked wherever it is written whole, with or without its plus or its
 * country code (MSG91 writes it without the plus): what a provider says about a number goes to
 * the log so.
 */
export function maskNumberIn(text: string, number: MobileNumber): string {
  const countryCode = getCountryCallingCode(number.country as CountryCode);
  const national = number.e164.slice(1 + countryCode.length);
  return text.replace(new RegExp(`\\+?(?:${countryCode})?${national}`, 'g'), number.masked);
}

/** The number, or a 400 on the phone field: nothing is sent to a number that cannot be a mobile. */
export function mobileNumberOrRefuse(raw: string): MobileNumber {
  const number = parseMobileNumber(raw);
  if (!number) throw AppError.badRequest(PhoneMessage.notMobile, { field: 'phoneNumber' });
  return number;
}
