import { SCENE_FONTS, type SceneFontId } from '@frameshop/contract';
import { BUNDLED_FONT_FILES } from './bundled-fonts';

/** A font registry that takes files by path, as `@napi-rs/canvas`'s `GlobalFonts`. */
export interface FontRegistry {
  registerFromPath(path: string, alias?: string): unknown;
}

/**
 * Registers every bundled face under its scene family name, from the files the packages ship.
 * `resolve` turns a package specifier into a path (`createRequire(import.meta.url).resolve`), so
 * this file stays free of Node's modules. Throws when a file does not register: drawing with a
 * fallback font instead would change every line's width without a word.
 */
export function registerBundledFonts(
  registry: FontRegistry,
  resolve: (specifier: string) => string,
): void {
  for (const [id, { file }] of Object.entries(BUNDLED_FONT_FILES)) {
    const family = SCENE_FONTS[id as SceneFontId].family;
    if (!registry.registerFromPath(resolve(file), family)) {
      throw new Error(`The bundled font ${file} could not be registered as "${family}"`);
    }
  }
}
