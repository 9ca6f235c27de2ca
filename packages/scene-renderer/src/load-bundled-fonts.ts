import { SCENE_FONT_IDS, SCENE_FONTS, sceneFontCss, type SceneFontId } from '@frameshop/contract';

/** The parts of the browser's `FontFaceSet` (`document.fonts`) that loading needs. */
export interface FontFaceSetLike<Face> {
  add(face: Face): unknown;
  load(font: string, text?: string): Promise<unknown>;
}

/**
 * Loads the bundled faces into a browser document before anything is measured or drawn: each file
 * (the very files the server registers, at `urlOf(id)`) becomes a `FontFace` under its scene
 * family, and `fonts.load` waits until it is usable. `makeFace` is
 * `(family, url) => new FontFace(family, \`url(${url})\`)`; it is passed in so that this package
 * needs no DOM types. Rejects when a face fails to load: lines measured with a fallback font would
 * not be the lines the server draws.
 */
export async function loadBundledFonts<Face extends { load(): Promise<unknown> }>(
  fonts: FontFaceSetLike<Face>,
  makeFace: (family: string, url: string) => Face,
  urlOf: (id: SceneFontId) => string,
): Promise<void> {
  await Promise.all(
    SCENE_FONT_IDS.map(async (id) => {
      const face = makeFace(SCENE_FONTS[id].family, urlOf(id));
      fonts.add(face);
      await face.load();
      // Latin and Devanagari both, so neither half of the face waits until first use.
      await fonts.load(sceneFontCss(id, 16), 'Aक');
    }),
  );
}
