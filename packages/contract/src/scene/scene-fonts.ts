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
 * The CSS `font` shorthand for a face at a size in pixels. The family names carry a prefix of our
 * own so that no installed font of the same name can stand in for a bundled one.
 */
export function sceneFontCss(font: SceneFontId, sizePx: number): string {
  return `${sizePx}px "${SCENE_FONTS[font].family}"`;
}
