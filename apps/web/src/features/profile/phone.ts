import { joinPhoneNumber } from '../../lib/country-codes';

/** The number as the server stores it: "+" and digits ("+1 555-123 4567" → "+15551234567"). */
export function normalisePhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** What to send for a code and a local number, or '' when no number was typed. */
export function phoneNumberInput(countryCode: string, number: string): string {
  return number.trim() ? joinPhoneNumber(countryCode, number) : '';
}
