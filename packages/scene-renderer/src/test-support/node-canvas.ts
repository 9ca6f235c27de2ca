import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { registerBundledFonts } from '../register-bundled-fonts';

export const resolvePackageFile = createRequire(import.meta.url).resolve;

let registered = false;

/** Registers the bundled fonts with `@napi-rs/canvas` once per test file. */
export function useBundledFonts(): void {
  if (registered) return;
  registerBundledFonts(GlobalFonts, resolvePackageFile);
  registered = true;
}
