import { SCENE_FONTS } from './scene-fonts';

/**
 * Limits of a scene document, with the messages a person sees when one is passed. The server
 * refuses a scene beyond them with a 4xx carrying the message; the editors use the same numbers to
 * stop the user before that.
 */

/** The longest text of one text layer, in characters (UTF-16 units, as the editors count them). */
export const SCENE_TEXT_MAX_LENGTH = 500;
/** Layers of a scene, the template's own included. */
export const SCENE_MAX_LAYERS = 20;
/**
 * The scene as JSON, in UTF-8 bytes: a bound on what is stored with a draft or an order. Room for
 * every layer at its longest Devanagari text (3 bytes a character, twice: text and lines).
 */
export const SCENE_MAX_JSON_BYTES = 128 * 1024;
/** The longest side of a comp; larger templateJson sizes fall back like unreadable ones. */
export const SCENE_MAX_SIDE = 4096;
export const SCENE_MIN_SIDE = 16;
export const SCENE_FONT_SIZE_MIN = 8;
export const SCENE_FONT_SIZE_MAX = 512;
export const SCENE_LINE_HEIGHT_MIN = 0.8;
export const SCENE_LINE_HEIGHT_MAX = 3;

/** The comp size when a template's JSON gives none or cannot be read (spec, section 5). */
export const DEFAULT_COMP_SIZE = { width: 1920, height: 1080 } as const;

export const SceneMessage = {
  textTooLong: `Text can be at most ${SCENE_TEXT_MAX_LENGTH} characters long. Shorten it or split it into two text layers.`,
  tooManyLayers: `A design can have at most ${SCENE_MAX_LAYERS} layers. Delete one before adding another.`,
  tooLarge: `This design is too large to save (more than ${SCENE_MAX_JSON_BYTES / 1024} KB). Remove some layers or text.`,
  unknownFont: `Choose one of the store's fonts: ${Object.values(SCENE_FONTS)
    .map((font) => font.label)
    .join(', ')}, or one of your brand kit's fonts.`,
  offCanvas: (id: string) =>
    `Layer "${id}" is entirely outside the picture. Move it back so that part of it shows.`,
  duplicateId: (id: string) => `Two layers are named "${id}": each layer needs its own id.`,
  linesDoNotMatch: (id: string) =>
    `The lines of text layer "${id}" do not match its text. Edit the text again to lay it out anew.`,
  colour: 'A colour must be written as #rrggbb or #rrggbbaa.',
} as const;
