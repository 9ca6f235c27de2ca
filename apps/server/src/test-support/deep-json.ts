/** Where `jsonWithDeepValue` puts its deep value: a string no request otherwise holds. */
export const DEEP_VALUE = '\u0000deep value\u0000';

/**
 * `value` as JSON text, with `{"a":{"a":…}}` nested `depth` levels deep where it holds
 * `DEEP_VALUE`: a request body no test could write with `JSON.stringify`, whose recursion such a
 * value overflows.
 */
export function jsonWithDeepValue(value: unknown, depth: number): string {
  return JSON.stringify(value).replace(
    JSON.stringify(DEEP_VALUE),
    `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
}
