import type { JsonShape, JsonShapeExcess } from './json-depth';

/**
 * The shape of JSON any request body may have, checked on its text before it is parsed
 * (`measureJson`): no request of the store nests more than a few levels, names more than a few
 * dozen keys in one object, or holds more than a batch of `BULK_MAX_ROWS` rows' values. Past them,
 * parsing alone would hold the event loop (an object of 600,000 keys takes V8 a second) and what
 * is parsed could not be walked, stored or fingerprinted without a deep stack.
 */
export const JSON_BODY_LIMITS: JsonShape = {
  depth: 32,
  members: 1000,
  // 10,000 rows (the most BULK_MAX_ROWS may be set to) of a few texts and a photo each.
  values: 100_000,
};

const formatted = (count: number) => count.toLocaleString('en-US');

/** What a body past each of `JSON_BODY_LIMITS` is refused with (400). */
export const JsonBodyMessage: Record<JsonShapeExcess, string> = {
  depth: `The request body nests more than ${JSON_BODY_LIMITS.depth} levels deep; no request of the store needs more than a few.`,
  members: `An object in the request body has more than ${formatted(JSON_BODY_LIMITS.members)} members; no request of the store needs as many.`,
  values: `The request body holds more than ${formatted(JSON_BODY_LIMITS.values)} values; no request of the store needs as many.`,
};
