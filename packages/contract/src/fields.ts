import { z } from 'zod';

/**
 * The building blocks of request fields. Every string the API takes starts from `text()` or
 * `multilineText()`, so no field can smuggle a control character into storage or mail: PostgreSQL
 * cannot store U+0000 at all, and no single-line value (a name, a search, an id) has a use for any
 * C0 control. Messages name the field, so a person knows what to change.
 */

/** The field an issue is about, as a client sent it: `actualName`, `items[2].name`. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  let label = '';
  for (const key of path ?? []) {
    if (typeof key === 'number') label += `[${key}]`;
    else label += label ? `.${String(key)}` : String(key);
  }
  return label || 'The value';
}

/** No C0 control character at all (U+0000–U+001F): names, searches, ids, passwords. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f]*$/;
/** Tabs and line breaks are text in a message; every other C0 control is not. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;

/**
 * Half of a surrogate pair without its other half: JSON can carry one (`"\ud800"`), UTF-8 cannot,
 * so PostgreSQL refuses it in JSON and text alike. Without the `u` flag a pair is two code units.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that can be stored: no unpaired surrogate (checked after the controls, on the same string). */
function storable(value: z.ZodString) {
  return value.refine((input) => !LONE_SURROGATE.test(input), {
    abort: true,
    error: (issue) =>
      `${fieldLabel(issue.path)} contains a broken character (half of an emoji or symbol); type it again`,
  });
}

/**
 * A single line of text: refuses every control character (line breaks and tabs included).
 * `whenMissing` is what to say when the field is not given at all (a manifest's empty cell), where
 * a form would send it empty.
 */
export function text({ whenMissing }: { whenMissing?: string } = {}) {
  const missing =
    whenMissing === undefined
      ? undefined
      : {
          error: (issue: { input?: unknown }) =>
            issue.input === undefined ? whenMissing : undefined,
        };
  return storable(
    z.string(missing).regex(SINGLE_LINE, {
      abort: true,
      error: (issue) =>
        `${fieldLabel(issue.path)} must not contain control characters such as line breaks or NUL`,
    }),
  );
}

/** Text that may span lines (a contact message): tabs and line breaks pass, other controls do not. */
export function multilineText() {
  return storable(
    z.string().regex(MULTI_LINE, {
      abort: true,
      error: (issue) =>
        `${fieldLabel(issue.path)} must not contain control characters other than tabs and line breaks`,
    }),
  );
}

/** A whole number from `min` to `max`, read from a query string; one message for every way to miss. */
export function wholeNumber(min: number, max: number) {
  const error = (issue: { path?: PropertyKey[] }) =>
    `${fieldLabel(issue.path)} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
