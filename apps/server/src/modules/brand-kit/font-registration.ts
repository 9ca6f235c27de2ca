import { brandFontFamily } from '@frameshop/contract';
import { GlobalFonts } from '@napi-rs/canvas';

/** The content hashes of the kit fonts this process has registered. */
const registered = new Set<string>();

/**
 * Registers a kit font's file with `@napi-rs/canvas` under the family named for its content hash
 * (`brandFontFamily`), once per process: the same file in two kits is one registration, two files
 * named alike by their makers are two families, and a file put in another's place has a family of
 * its own, so the old one's glyphs can never be drawn for it. Answers false when the renderer does
 * not take the file.
 */
export function registerBrandFont(contentSha256: string, bytes: Buffer): boolean {
  if (registered.has(contentSha256)) return true;
  if (!GlobalFonts.register(bytes, brandFontFamily(contentSha256))) return false;
  registered.add(contentSha256);
  return true;
}

/** Whether this process has the file with this content hash registered already. */
export const isBrandFontRegistered = (contentSha256: string) => registered.has(contentSha256);
