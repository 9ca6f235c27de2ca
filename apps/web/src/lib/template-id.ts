/** Links such as the cart's point at `/{templateId}-template`; the suffix is not part of the id. */
export const TEMPLATE_ID_SUFFIX = '-template';

/** Template ids are numeric; anything else in an id position is not a template. */
const TEMPLATE_ID_PATTERN = /^\d+$/;

/**
 * The template id a route parameter names: trimmed, with one trailing `-template` removed.
 * Every screen that reads `:templateId` goes through this so `/123` and `/123-template` agree.
 */
export function normalizeTemplateId(param: string | undefined): string {
  const value = (param ?? '').trim();
  return value.endsWith(TEMPLATE_ID_SUFFIX) ? value.slice(0, -TEMPLATE_ID_SUFFIX.length) : value;
}

export function isTemplateId(value: string): boolean {
  return TEMPLATE_ID_PATTERN.test(value);
}
