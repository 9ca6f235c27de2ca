/**
 * A media key is a relative path such as `public/demo/aurora/poster-3f9c.jpg`. The alphabet has no
 * upper case, backslash, percent or colon, and no segment may start with a dot, which rules out `.`,
 * `..`, hidden files and absolute paths: a key can never name a file outside the media root, and it
 * needs no escaping in a URL or an S3 object name.
 */
export const MEDIA_KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(?:\/[a-z0-9_-][a-z0-9_.-]*)*$/;
export const MAX_KEY_LENGTH = 512;

/** Keys under `public/` are catalogue media anyone may load; everything else needs a signed link. */
export const PUBLIC_PREFIX = 'public/';

export function isValidMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && MEDIA_KEY_PATTERN.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isValidMediaKey(key)) {
    throw new Error(
      `Invalid media key ${JSON.stringify(key)}: use relative paths of [a-z0-9/_.-] whose parts ` +
        'do not start with a dot.',
    );
  }
}

export function isPublicMediaKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX);
}

/**
 * The folders whose files each belong to one account: its data exports, uploads, results and brand
 * kit's fonts and logos.
 */
export type AccountFolder = 'exports' | 'uploads' | 'renders' | 'brand';

/** `private/<folder>/<user id>/…`: the user id is a UUID, lower-case as keys are. */
const ACCOUNT_KEY =
  /^private\/(?:exports|uploads|renders|brand)\/([0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})\//;

/**
 * The key of a file that belongs to one account. Every such file is kept under its owner's id, so
 * the media route tells whose it is from the key alone and refuses it once the account is closed
 * (ADR 31), whatever kind of file it is.
 */
export const accountMediaKey = (folder: AccountFolder, userId: string, name: string) =>
  `private/${folder}/${userId}/${name}`;

/** The account a file belongs to (see `accountMediaKey`), or null for the store's own files. */
export function accountOfMediaKey(key: string): string | null {
  return ACCOUNT_KEY.exec(key)?.[1] ?? null;
}
