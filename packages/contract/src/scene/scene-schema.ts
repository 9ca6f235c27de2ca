import { z } from 'zod';
import { multilineText, text } from '../fields';
import { RENDER_ZOOM_MAX, RENDER_ZOOM_MIN, renderFitSchema } from '../render-placement';
import { boxesOverlap, rotatedBounds, textBox } from './scene-geometry';
import { BRAND_FONT_REF_PATTERN, SCENE_FONT_IDS, type BrandFontRef } from './scene-fonts';
import {
  SCENE_FONT_SIZE_MAX,
  SCENE_FONT_SIZE_MIN,
  SCENE_LINE_HEIGHT_MAX,
  SCENE_LINE_HEIGHT_MIN,
  SCENE_MAX_JSON_BYTES,
  SCENE_MAX_LAYERS,
  SCENE_MAX_SIDE,
  SCENE_MIN_SIDE,
  SCENE_TEXT_MAX_LENGTH,
  SceneMessage,
} from './scene-limits';

/**
 * The scene document: everything one picture of a template is drawn from, in comp pixels. The
 * same document is drawn by the editor on screen and by the server at full size
 * (`@frameshop/scene-renderer`), so it holds results, not intentions: a text layer carries the
 * lines it was laid out into, and drawing never wraps again.
 *
 * `layers` is the z-order, bottom first. The template's own layers (`background`, `overlay`) are
 * locked in the editors and have no media of their own here: the renderer is handed the
 * template's pictures (previews in the browser until the template is owned, full-size originals on
 * the server). The buyer's layers are image slots and text.
 */

/** Anything far outside the comp is a mistake; `layersOnCanvas` says so in words. */
const coordinate = z
  .number()
  .min(-2 * SCENE_MAX_SIDE)
  .max(3 * SCENE_MAX_SIDE);
const length = z
  .number()
  .positive()
  .max(4 * SCENE_MAX_SIDE);
const rotation = z.number().min(-360).max(360);
const side = z.number().int().min(SCENE_MIN_SIDE).max(SCENE_MAX_SIDE);

export const sceneColourSchema = z
  .string()
  .regex(/^#[0-9a-f]{6}([0-9a-f]{2})?$/i, { error: SceneMessage.colour });

export const sceneBoxSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: length,
  height: length,
});

const layerBase = {
  /** Unique within the scene; the editors select and name layers by it. */
  id: text().min(1).max(64),
  /** Not drawn, but kept: a hidden layer comes back as it was. */
  hidden: z.boolean().default(false),
  /** The editors do not let the user move or change it; the template's own layers are locked. */
  locked: z.boolean().default(false),
};

/**
 * Which of a brand kit's colours a template's colour is (ADR 60): the owner marks a layer's colour
 * as brandable in the scene editor, and Apply brand sets it to the kit's colour of that role.
 */
export const BRAND_COLOR_ROLES = ['primary', 'secondary', 'accent', 'text'] as const;
export const brandColorRoleSchema = z.enum(BRAND_COLOR_ROLES);
export type BrandColorRole = z.infer<typeof brandColorRoleSchema>;

/** The template's plain backdrop, a colour filling the comp (under a video, the video itself). */
export const backgroundLayerSchema = z.object({
  ...layerBase,
  type: z.literal('background'),
  color: sceneColourSchema,
  brandColor: brandColorRoleSchema.optional(),
});

/**
 * The template's design, drawn from its overlay picture stretched over the whole comp. `window` is
 * where the overlay is transparent: where the buyer's photo shows through.
 */
export const overlayLayerSchema = z.object({
  ...layerBase,
  type: z.literal('overlay'),
  window: sceneBoxSchema,
});

/**
 * A photo slot: the buyer's upload placed in `box` as the render placement places it (`fit`,
 * `zoom`, pan as a fraction of the box), turned by `rotation` degrees about the box's centre and
 * clipped to the box. An empty slot (`uploadId` null) draws nothing.
 */
export const imageSlotLayerSchema = z.object({
  ...layerBase,
  type: z.literal('image'),
  uploadId: z.uuid().nullable(),
  box: sceneBoxSchema,
  fit: renderFitSchema.default('fill'),
  zoom: z.number().min(RENDER_ZOOM_MIN).max(RENDER_ZOOM_MAX).default(1),
  panX: z.number().min(-1).max(1).default(0),
  panY: z.number().min(-1).max(1).default(0),
  rotation: rotation.default(0),
});

// A pattern at run time (the API document shows it), typed as the reference it is.
const brandFontRefSchema = z
  .string()
  .regex(BRAND_FONT_REF_PATTERN, { error: SceneMessage.unknownFont }) as unknown as z.ZodType<
  BrandFontRef,
  BrandFontRef
>;

/** A text layer's face: a bundled face's id, or `brand:<fontId>`. */
export const sceneFontSchema = z.union(
  [z.enum(SCENE_FONT_IDS, { error: SceneMessage.unknownFont }), brandFontRefSchema],
  {
    error: SceneMessage.unknownFont,
  },
);

export const textAlignSchema = z.enum(['left', 'center', 'right']);

/**
 * A text layer. Its box's top-left corner is `x`, `y` and its width `maxWidth`; `lines` are the
 * text laid out into that width by `layoutText` (`@frameshop/scene-renderer`) with the bundled
 * font, each drawn `size × lineHeight` below the last and aligned within the box. The box turns
 * by `rotation` degrees about its centre.
 */
export const textLayerSchema = z
  .object({
    ...layerBase,
    type: z.literal('text'),
    // The buyer's words are kept (drafts) and rendered: only characters that can be stored.
    text: multilineText().max(SCENE_TEXT_MAX_LENGTH, { error: SceneMessage.textTooLong }),
    /** A bundled face's id, or `brand:<fontId>`: one of the paying account's kit fonts. */
    font: sceneFontSchema,
    /** Pixels of the comp. */
    size: z.number().min(SCENE_FONT_SIZE_MIN).max(SCENE_FONT_SIZE_MAX),
    color: sceneColourSchema,
    /** The kit colour Apply brand gives it, when the template's owner marked it brandable. */
    brandColor: brandColorRoleSchema.optional(),
    align: textAlignSchema.default('left'),
    /** A multiple of `size`. */
    lineHeight: z.number().min(SCENE_LINE_HEIGHT_MIN).max(SCENE_LINE_HEIGHT_MAX).default(1.2),
    x: coordinate,
    y: coordinate,
    rotation: rotation.default(0),
    maxWidth: length,
    lines: z.array(multilineText().max(SCENE_TEXT_MAX_LENGTH)).max(SCENE_TEXT_MAX_LENGTH),
  })
  .refine((layer) => sameWords(layer.text, layer.lines), {
    error: (issue) => SceneMessage.linesDoNotMatch(String((issue.input as { id?: unknown }).id)),
    path: ['lines'],
  });

/**
 * The lines hold exactly the text's characters: laying out only adds line breaks where spaces
 * were (or inside a word too long for the box), and drops the spaces at a break.
 */
function sameWords(textValue: string, lines: readonly string[]): boolean {
  const squeeze = (value: string) => value.replace(/\s+/g, '');
  return squeeze(lines.join('')) === squeeze(textValue);
}

export const sceneLayerSchema = z.discriminatedUnion('type', [
  backgroundLayerSchema,
  overlayLayerSchema,
  imageSlotLayerSchema,
  textLayerSchema,
]);

export const sceneSchema = z
  .object({
    version: z.literal(1),
    width: side,
    height: side,
    layers: z.array(sceneLayerSchema).max(SCENE_MAX_LAYERS, { error: SceneMessage.tooManyLayers }),
  })
  .superRefine((scene, context) => {
    const seen = new Set<string>();
    scene.layers.forEach((layer, index) => {
      if (seen.has(layer.id)) {
        context.addIssue({
          code: 'custom',
          path: ['layers', index, 'id'],
          message: SceneMessage.duplicateId(layer.id),
        });
      }
      seen.add(layer.id);
      const bounds = layerBounds(layer);
      if (bounds && !boxesOverlap(bounds, { x: 0, y: 0, ...scene })) {
        context.addIssue({
          code: 'custom',
          path: ['layers', index],
          message: SceneMessage.offCanvas(layer.id),
        });
      }
    });
    if (new TextEncoder().encode(JSON.stringify(scene)).length > SCENE_MAX_JSON_BYTES) {
      context.addIssue({ code: 'custom', path: [], message: SceneMessage.tooLarge });
    }
  });

export type Scene = z.infer<typeof sceneSchema>;
/** What a client may send: flags and placements have defaults. */
export type SceneInput = z.input<typeof sceneSchema>;
export type SceneLayer = z.infer<typeof sceneLayerSchema>;
export type ImageSlotLayer = z.infer<typeof imageSlotLayerSchema>;
export type TextLayer = z.infer<typeof textLayerSchema>;
export type SceneBox = z.infer<typeof sceneBoxSchema>;

/** Where a buyer's layer can be seen, turned as drawn; the template's layers cover the comp. */
function layerBounds(layer: SceneLayer) {
  switch (layer.type) {
    case 'image':
      // The photo is clipped to its box, however it is turned inside it.
      return layer.box;
    case 'text':
      return rotatedBounds(textBox(layer), layer.rotation);
    default:
      return undefined;
  }
}

/** Whether a layer is one of the buyer's (drawn into the transparent layer a video render burns in). */
export const isBuyerLayer = (layer: SceneLayer): layer is ImageSlotLayer | TextLayer =>
  layer.type === 'image' || layer.type === 'text';
