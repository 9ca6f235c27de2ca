import { DEFAULT_COMP_SIZE, SCENE_MAX_SIDE, SCENE_MIN_SIDE } from './scene-limits';

export interface CompSize {
  width: number;
  height: number;
}

const isSide = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= SCENE_MIN_SIDE &&
  value <= SCENE_MAX_SIDE;

/**
 * The comp size a template's JSON gives: `templateJson` is JSON text (as the spec has it) or the
 * object the catalogue stores. Anything that does not parse, or gives no usable width and height,
 * falls back to 1920×1080 (spec, section 5), so a broken template still opens in the editors.
 */
export function compSizeOf(templateJson: unknown): CompSize {
  const { width, height } = readTemplateJson(templateJson);
  return isSide(width) && isSide(height) ? { width, height } : { ...DEFAULT_COMP_SIZE };
}

/** A template's JSON as an object: parsed when it is text, empty when it is not an object. */
export function readTemplateJson(templateJson: unknown): Record<string, unknown> {
  let value = templateJson;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
