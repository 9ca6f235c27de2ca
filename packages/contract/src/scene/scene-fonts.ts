/**
 * The closed list of faces a text layer may use. Each is an open-licensed (OFL) font with Latin and
 * Devanagari, bundled with the store (`@frameshop/scene-renderer` names the files): the browser and
 * the server load the very same files, so a line measured in the editor has the same width in the
 * export. Never a system font: one missing on the server would silently fall back to another.
 */
export const SCENE_FONTS = {
  hind: { label: 'Hind', style: 'sans', family: 'Frameshop Hind' },
  'noto-serif-devanagari': {
    label: 'Noto Serif Devanagari',
    style: 'serif',
    family: 'Frameshop Noto Serif Devanagari',
  },
  'baloo-2': { label: 'Baloo 2', style: 'display', family: 'Frameshop Baloo 2' },
  kalam: { label: 'Kalam', style: 'handwritten', family: 'Frameshop Kalam' },
} as const;

export type SceneFontId = keyof typeof SCENE_FONTS;

export const SCENE_FONT_IDS = Object.keys(SCENE_FONTS) as [SceneFontId, ...SceneFontId[]];

/** The sans face: the default for new text layers and the face of the preview watermark. */
export const DEFAULT_SCENE_FONT: SceneFontId = 'hind';

/**
 * A brand kit's font (ADR 60), as a text layer names it: `brand:<fontId>`. Only the paying
 * account's own kit fonts are drawn; the server refuses any other.
 */
export type BrandFontRef = `brand:${string}`;
/** What a text layer's `font` holds: a bundled face's id or a kit font's reference. */
export type SceneFont = SceneFontId | BrandFontRef;

const BRAND_FONT_PREFIX = 'brand:';
export const BRAND_FONT_REF_PATTERN =
  /^brand:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const brandFontRef = (fontId: string): BrandFontRef => `${BRAND_FONT_PREFIX}${fontId}`;

/** The kit font's id a layer's font names, or null for a bundled face. */
export function brandFontIdOf(font: SceneFont): string | null {
  return font.startsWith(BRAND_FONT_PREFIX) ? font.slice(BRAND_FONT_PREFIX.length) : null;
}

/**
 * The family a kit font's file is loaded under, in the browser and on the server alike: named for
 * the file's content hash, so two kits' "Brand Sans" never meet under one name, and a file put in
 * another's place is a new family that cannot draw with the old one.
 */
export const brandFontFamily = (contentSha256: string) =>
  `Frameshop Brand ${contentSha256.slice(0, 32)}`;

/** Kit fonts by id → the family each is loaded under (`brandFontFamily`). */
export type BrandFontFamilies = ReadonlyMap<string, string>;

/**
 * The CSS `font` shorthand for a face at a size in pixels. The family names carry a prefix of our
 * own so that no installed font of the same name can stand in for a bundled one. A kit font is
 * drawn in the family `brandFonts` gives it, falling back to the default face while it is not
 * known (the browser, before the kit has loaded; the server resolves every one before drawing).
 */
export function sceneFontCss(
  font: SceneFont,
  sizePx: number,
  brandFonts?: BrandFontFamilies,
): string {
  const fallback = `"${SCENE_FONTS[DEFAULT_SCENE_FONT].family}"`;
  const brandId = brandFontIdOf(font);
  if (brandId === null) {
    return `${sizePx}px "${SCENE_FONTS[font as SceneFontId].family}"`;
  }
  const family = brandFonts?.get(brandId);
  return family ? `${sizePx}px "${family}", ${fallback}` : `${sizePx}px ${fallback}`;
}
