/**
 * Searches as buyers type them, normalised as the log keeps them, for the tests of the personal
 * data rule: its unit test and the migration that erased the rows stored before it.
 */

/** Searches that look like personal data: counted, never kept. */
export const PERSONAL_SEARCHES = [
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
] as const;
