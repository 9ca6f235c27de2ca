/**
 * Business constants from the product specification, shared by the server and the web app so the
 * two can never disagree. Names say what the number is for; units are in the name.
 */

/** Remember-me keeps a session for 7 days. */
export const REMEMBER_ME_MS = 604_800_000;
/** A token issued without remember-me lives for a day. */
export const SESSION_TOKEN_MS = 86_400_000;

export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;

/** A lazily loaded screen that has not arrived by then is reported as a timeout. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export const NEW_ACCOUNT_CREDITS = 500;
/**
 * Accounts one verified phone number may sign up. Each new account takes the sign-up credits, so
 * a number verifying any number of accounts would mint credits; a family or a small team may share.
 */
export const MAX_ACCOUNTS_PER_PHONE_NUMBER = 3;
export const PROFILE_COMPLETION_CREDITS = 500;
/** The most credits one account holds: far beyond any purchase, well inside the balance's column. */
export const CREDIT_BALANCE_MAX = 1_000_000_000;

/** Default request body limit: 1 MiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 1_048_576;

/** The sign-in popup appears this long after a page loads for a visitor who is not signed in. */
export const SIGN_IN_POPUP_DELAY_MS = 1500;
/** A dismissed sign-in popup stays away for at least a day. */
export const SIGN_IN_POPUP_RESHOW_MS = 86_400_000;

/** The cookie-consent choice is kept for 365 days. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 31_536_000;

/** The home page waits this long before loading its template lists, so the first paint wins. */
export const HOME_FETCH_DELAY_MS = 100;

/**
 * A template's share picture, what a shared link of its page shows: the size Open Graph and X's
 * large card ask for (1.91:1).
 */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Where the store's own share picture is served, the link preview of every page without a picture
 * of its own: drawn into the web build (apps/web/src/build-time), any site may show it.
 */
export const STORE_SHARE_PICTURE_PATH = '/share-picture.png';
