import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';
import { text } from './fields';
import { sceneColourSchema } from './scene/scene-schema';
import { formatMegabytes } from './uploads';

/**
 * A brand kit (ADR 60): an account's own colours, fonts and logos, offered first in the canvas
 * editor and used by exports, batches and the API alike. A kit font is a file the account
 * uploaded; a scene's text layer names it as `brand:<fontId>` (see `brandFontRef`).
 */

export const BRAND_KIT_MAX_COLORS = 24;
export const BRAND_KIT_MAX_FONTS = 10;
export const BRAND_KIT_MAX_LOGOS = 10;
export const BRAND_FONT_MAX_BYTES = 5 * 1_048_576;
export const BRAND_LOGO_MAX_BYTES = 10 * 1_048_576;
export const BRAND_COLOR_NAME_MAX = 40;

/** What the file pickers offer; the server decides from the content. */
export const BRAND_FONT_ACCEPT = '.ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2';
export const BRAND_LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/** The multipart field a font or logo travels in (any field name is taken, as for uploads). */
export const BRAND_KIT_FILE_FIELD = 'file';

export const BrandKitMessage = {
  tooManyColors: `A brand kit holds at most ${BRAND_KIT_MAX_COLORS} colours.`,
  tooManyFonts: `A brand kit holds at most ${BRAND_KIT_MAX_FONTS} fonts. Delete one to add another.`,
  tooManyLogos: `A brand kit holds at most ${BRAND_KIT_MAX_LOGOS} logos. Delete one to add another.`,
  fontTooLarge: (fileName: string) =>
    `${fileName}: a font file can be at most ${formatMegabytes(BRAND_FONT_MAX_BYTES)}.`,
  logoTooLarge: (fileName: string) =>
    `${fileName}: a logo can be at most ${formatMegabytes(BRAND_LOGO_MAX_BYTES)}.`,
  notAFont: (fileName: string, reason: string) => `${fileName} cannot be used as a font: ${reason}`,
  notALogo: (fileName: string) =>
    `${fileName} is not a logo we can use. Upload a PNG, JPEG or WebP picture.`,
  colorNameRequired: 'Give each colour a name.',
  colorNameTooLong: `A colour's name is at most ${BRAND_COLOR_NAME_MAX} characters.`,
  unknownKitFont: 'That font is not in your brand kit.',
  fontNotFound: 'Font not found',
  logoNotFound: 'Logo not found',
  /** A scene naming a font that is not the paying account's: nothing is drawn. */
  sceneFontNotInKit: (layer: string) =>
    `The text layer "${layer}" uses a brand font that is not in your brand kit. Choose another font for it.`,
} as const;

/** Why a font file is refused, the second half of `BrandKitMessage.notAFont`. */
export const FontRefusal = {
  notAFont: 'it is not a TTF, OTF, WOFF or WOFF2 font.',
  truncated: 'the file is cut short (a table runs past its end).',
  tableTooLarge: (table: string, limit: string) => `its ${table} table is larger than ${limit}.`,
  tooManyTables: (limit: number) => `it has more than ${limit} tables.`,
  missingTable: (table: string) => `it has no ${table} table, which every font needs.`,
  inflatesTooFar: (limit: string) => `it unpacks to more than ${limit}.`,
  unreadable: 'the font parser cannot read it.',
  notDrawable: 'the renderer cannot draw with it.',
} as const;

export const brandColorSchema = z.object({
  name: text()
    .trim()
    .min(1, BrandKitMessage.colorNameRequired)
    .max(BRAND_COLOR_NAME_MAX, BrandKitMessage.colorNameTooLong),
  hex: sceneColourSchema,
});
export type BrandColor = z.infer<typeof brandColorSchema>;

export const brandFontStyleSchema = z.enum(['normal', 'italic']);

export const brandFontSchema = z.object({
  fontId: z.uuid(),
  /** As the font's own name table says it. */
  family: z.string(),
  /** 100–900, from the font's OS/2 table. */
  weight: z.number().int(),
  style: brandFontStyleSchema,
  fileName: z.string(),
  /**
   * The family the file is loaded under (`brandFontFamily` of its content hash): the browser's
   * `FontFace` and the server's renderer both use it, so two kits' fonts of one family never mix.
   */
  faceFamily: z.string(),
  /** The file, served only to its account. */
  url: z.string(),
  /** Whether it draws Devanagari (क), for the sample line. */
  hasDevanagari: z.boolean(),
});
export type BrandFont = z.infer<typeof brandFontSchema>;

export const brandLogoSchema = z.object({
  logoId: z.uuid(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

export const brandKitSchema = z.object({
  colors: z.array(brandColorSchema),
  fonts: z.array(brandFontSchema),
  logos: z.array(brandLogoSchema),
  headingFontId: z.uuid().nullable(),
  bodyFontId: z.uuid().nullable(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

export const updateBrandKitSchema = z
  .object({
    colors: z.array(brandColorSchema).max(BRAND_KIT_MAX_COLORS, BrandKitMessage.tooManyColors),
    headingFontId: z.uuid().nullable(),
    bodyFontId: z.uuid().nullable(),
  })
  .strict();
export type UpdateBrandKit = z.infer<typeof updateBrandKitSchema>;

// Any text: an id naming nothing of the account's, well formed or not, is simply not found.
const fontIdParams = z.object({ fontId: z.string().max(100) });
const logoIdParams = z.object({ logoId: z.string().max(100) });
const deletedSchema = z.object({ deleted: z.literal(true) });
const fileBody = (what: string) =>
  z.object({
    [BRAND_KIT_FILE_FIELD]: z
      .string()
      .meta({ format: 'binary' })
      .describe(`The ${what}: one file part (any field name is taken)`),
  });

export const brandKitEndpoints = defineEndpoints({
  getBrandKit: {
    method: 'GET',
    path: '/api/brand-kit',
    response: { 200: brandKitSchema },
  },
  updateBrandKit: {
    method: 'PUT',
    path: '/api/brand-kit',
    body: updateBrandKitSchema,
    response: { 200: brandKitSchema, 400: apiErrorSchema },
  },
  addBrandFont: {
    method: 'POST',
    path: '/api/brand-kit/fonts',
    multipartBody: fileBody('font (TTF, OTF, WOFF or WOFF2)'),
    response: {
      201: z.object({ font: brandFontSchema }),
      400: apiErrorSchema,
      409: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
  },
  deleteBrandFont: {
    method: 'DELETE',
    path: '/api/brand-kit/fonts/:fontId',
    params: fontIdParams,
    response: { 200: deletedSchema, 404: apiErrorSchema },
  },
  brandFontFile: {
    method: 'GET',
    path: '/api/brand-kit/fonts/:fontId/file',
    params: fontIdParams,
    response: { 404: apiErrorSchema },
    byteAnswers: { 200: { contentType: 'font/ttf', description: 'The font file' } },
  },
  addBrandLogo: {
    method: 'POST',
    path: '/api/brand-kit/logos',
    multipartBody: fileBody('logo (PNG, JPEG or WebP)'),
    response: {
      201: z.object({ logo: brandLogoSchema }),
      400: apiErrorSchema,
      409: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
  },
  deleteBrandLogo: {
    method: 'DELETE',
    path: '/api/brand-kit/logos/:logoId',
    params: logoIdParams,
    response: { 200: deletedSchema, 404: apiErrorSchema },
  },
});
