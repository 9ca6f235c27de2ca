import { createRequire } from 'node:module';
import { registerBundledFonts } from '@frameshop/scene-renderer';
import { GlobalFonts } from '@napi-rs/canvas';

let registered = false;

/**
 * Registers the bundled scene fonts with `@napi-rs/canvas`, once per process, from the very files
 * the browser loads. Called before anything is measured or drawn; never a system font.
 */
export function useSceneFonts(): void {
  if (registered) return;
  registerBundledFonts(GlobalFonts, createRequire(import.meta.url).resolve);
  registered = true;
}
