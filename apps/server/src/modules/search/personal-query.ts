/**
 * What the search log never stores (ADR 35): a search that looks like personal data. People type
 * an email address, a phone or card number, "my password is …" into a search box; kept word for
 * word, the dashboard would show them to every admin. Leaving out a search costs only its count,
 * so the rule errs on the side of leaving out: a number of six digits is a phone, a card, an
 * account or a postcode far more often than a template.
 *
 * Migration 0031 erased the rows stored before with the same rule, written in SQL.
 */

/** "name@example.com", or its beginning as typed ("name@exa"). */
const EMAIL = /[^\s@]@[^\s@]/u;

/** What phone and card numbers are written with between their digits ("98765 43210", "4111-1111"). */
const NUMBER_SEPARATORS = /[\s\p{Pd}.]+/gu;
/** A phone, card or account number: six digits or more in a row, once separators are dropped. */
const LONG_NUMBER = /\p{Nd}{6,}/u;

/** A word naming a secret, as a whole word ("pin", not "spinning"). */
const SECRET = String.raw`(?<![\p{L}\p{N}])(?:password|passwd|pwd|passcode|passphrase|pin|otp|cvv|cvc)(?![\p{L}\p{N}])`;
/**
 * A secret named, then given: one's own ("my password letmein"), said to be something
 * ("password is …", "pin: …") or followed by a digit ("otp 4821"). A secret only named
 * ("password reset", "pin up poster", "otp screen") is a search like any other.
 */
const SECRET_GIVEN = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])my\s+${SECRET}.*[\p{L}\p{N}]`,
    String.raw`${SECRET}\s*(?:(?:is|was)(?![\p{L}\p{N}])|[:=]).*[\p{L}\p{N}]`,
    String.raw`${SECRET}.*\p{Nd}`,
  ].join('|'),
  'iu',
);

/** Whether a search (as typed or normalised) looks like personal data, so is counted but never kept. */
export function looksLikePersonalData(query: string): boolean {
  return (
    EMAIL.test(query) ||
    LONG_NUMBER.test(query.replace(NUMBER_SEPARATORS, '')) ||
    SECRET_GIVEN.test(query)
  );
}
