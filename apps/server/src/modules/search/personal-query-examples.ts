/**
 * Searches as buyers type them, normalised as the log keeps them, for the tests of the personal
 * data rule: its unit test and the migration that erased the rows stored before it.
 */

/** Searches that look like personal data, as the rule of migration 0031 knew them. */
export const PERSONAL_SEARCHES_BY_0031 = [
  'asha.rao@gmail.com',
  'contact asha@example.in for invoice',
  'asha@gmai',
  '98765 43210',
  '+91 98765-43210',
  '(555) 123-4567',
  '555.123.4567',
  '4111 1111 1111 1111',
  '4111-1111-1111-1111',
  'card 5500 0000 0000 0004 exp 12/27',
  '110001',
  'order 4827193',
  'my password is hunter2',
  'my password is letmein',
  'my password letmein',
  'password: letmein',
  'passcode = tulip',
  'pin 4821',
  'my pin is 4821',
  'otp 4821',
  'cvv 123',
  'wifi password 2fast4u',
] as const;

/**
 * Personal data in the spellings the rule learned after migration 0031: an address spelled so a
 * form would not take it, digits parted by any character that is neither letter nor digit, the
 * secrets "pass" and "pw", and an Indian PAN. Migration 0044 erased those kept before.
 */
export const PERSONAL_SEARCHES_SPELLED_OUT = [
  'john @ example.com',
  'john(at)example.com',
  'john [at] example [dot] com',
  'john at example dot com',
  'JOHN AT EXAMPLE DOT CO DOT IN',
  '987/654/3210',
  '98,765,43,210',
  '98765_43210',
  '4111/1111/1111/1111',
  '4111_1111_1111_1111',
  'pass: hunter2',
  'pw hunter2',
  'pan ABCDE1234F',
  'abcpe1234f',
] as const;

/** Searches that look like personal data: counted, never kept. */
export const PERSONAL_SEARCHES = [...PERSONAL_SEARCHES_BY_0031, ...PERSONAL_SEARCHES_SPELLED_OUT];

/** Searches that must still be counted as typed. */
export const SEARCHES_KEPT = [
  '1080p',
  '2024 calendar',
  'happy 50th birthday',
  '4k 60fps intro',
  '12345 countdown',
  'top 10 logo reveals',
  'new year 2025',
  'password',
  'password reset animation',
  'pin up poster',
  'otp screen',
  'bowling pin',
  'spinning logo',
  'opinion poll',
  'my birthday',
  '@ sign logo',
  'instagram @handle',
  'graduation',
  'party at home',
  'meet at 5.30',
  'polka dot dress',
  'boarding pass',
  'pass the parcel',
  'passport photo',
  'frying pan',
  'intro2024s',
  '1920x1080',
] as const;
