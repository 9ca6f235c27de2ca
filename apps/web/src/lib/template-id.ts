import { TEMPLATE_ID_PATTERN, TEMPLATE_ID_SUFFIX } from '@frameshop/contract';

/**
 * The template id a route parameter names: trimmed, with one trailing `-template` removed.
 * Every screen that reads `:templateId` goes through this so `/123` and `/123-template` agree.
 */
export function normalizeTemplateId(param: string | undefined): string {
  const value = (param ?? '').trim();
  return value.endsWith(TEMPLATE_ID_SUFFIX) ? value.slice(0, -TEMPLATE_ID_SUFFIX.length) : value;
}

/** The contract's rule, the one the server applies: anything else in an id position is no template. */
export function isTemplateId(value: string): boolean {
  return TEMPLATE_ID_PATTERN.test(value);
}
