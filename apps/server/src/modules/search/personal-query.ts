/**
 * What the search log never stores (ADR 35): a search that looks like personal data. People type
 * an email address, a phone or card number, "my password is …" into a search box; kept word for
 * word, the dashboard would show them to every admin. Leaving out a search costs only its count,
 * so the rule errs on the side of leaving out: a number of six digits is a phone, a card, an
 * account or a postcode far more often than a template.
 *
 * Migration 0031 erased the rows stored before with the rule of its day, written in SQL; migration
 * 0044 those the rule learned to leave out since (an address spelled out, any separator in a
 * number, "pass", "pw", a PAN). A change of the rule needs such a migration too.
 */

/** "name@example.com", or its beginning as typed ("name@exa"). */
const EMAIL = /[^\s@]@[^\s@]/u;

/** The "at" of an address spelled out: "@" with spaces around it, "(at)", "[at]", " at ". */
const SPELLED_AT = String.raw`(?:\s*@\s*|\s*[(\[{<]\s*at\s*[)\]}>]\s*|\s+at\s+)`;
/** The "dot" of a domain spelled out: ".", "(dot)", "[dot]", " dot ". */
const SPELLED_DOT = String.raw`(?:\.|\s*[(\[{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+)`;
/**
 * An address spelled so a form would not take it ("john @ example.com", "john(at)example.com",
 * "john at example dot com"): a name, an "at", a domain ending in a dot and a name of letters.
 * The domain is what tells it from a search ("instagram @handle", "party at home").
 */
const SPELLED_EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]${SPELLED_AT}[\p{L}\p{N}-]+(?:${SPELLED_DOT}[\p{L}\p{N}-]+)*${SPELLED_DOT}\p{L}{2,}(?![\p{L}\p{N}])`,
  'iu',
);

/**
 * What phone and card numbers are written with between their digits: anything that is neither a
 * letter nor a digit ("98765 43210", "4111-1111", "987/654/3210", "98,765,43,210", "98765_43210").
 */
const NUMBER_SEPARATORS = /[^\p{L}\p{N}]+/gu;
/** A phone, card or account number: six digits or more in a row, once separators are dropped. */
const LONG_NUMBER = /\p{Nd}{6,}/u;

/** A word naming a secret, as a whole word ("pin", not "spinning"; "pass", not "passport"). */
const SECRET = String.raw`(?<![\p{L}\p{N}])(?:password|passwd|pwd|pw|pass|passcode|passphrase|pin|otp|cvv|cvc|pan)(?![\p{L}\p{N}])`;
/**
 * A secret named, then given: one's own ("my password letmein"), said to be something
 * ("password is …", "pin: …") or followed by a digit ("otp 4821", "pw hunter2"). A secret only
 * named ("password reset", "pin up poster", "boarding pass") is a search like any other.
 */
const SECRET_GIVEN = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])my\s+${SECRET}.*[\p{L}\p{N}]`,
    String.raw`${SECRET}\s*(?:(?:is|was)(?![\p{L}\p{N}])|[:=]).*[\p{L}\p{N}]`,
    String.raw`${SECRET}.*\p{Nd}`,
  ].join('|'),
  'iu',
);

/**
 * An Indian PAN (Permanent Account Number) on its own: five letters, four digits, a letter, the
 * fourth letter saying who holds it (P a person, C a company, …), so "intro2024s" is not one.
 * Named ("pan abcde1234f"), any such shape is a secret given (SECRET_GIVEN).
 */
const PAN = /(?<![\p{L}\p{N}])[a-z]{3}[abcfghjlpt][a-z]\d{4}[a-z](?![\p{L}\p{N}])/iu;

/** Whether a search (as typed or normalised) looks like personal data, so is counted but never kept. */
export function looksLikePersonalData(query: string): boolean {
  return (
    EMAIL.test(query) ||
    SPELLED_EMAIL.test(query) ||
    LONG_NUMBER.test(query.replace(NUMBER_SEPARATORS, '')) ||
    SECRET_GIVEN.test(query) ||
    PAN.test(query)
  );
}
