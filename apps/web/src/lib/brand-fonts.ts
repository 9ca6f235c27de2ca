import type { BrandFont, BrandFontFamilies } from '@frameshop/contract';
import { tokenStore } from './token-store';

/** Kit font files loaded into this page, by family (named for the file's content). */
const loaded = new Map<string, Promise<void>>();

/**
 * Loads a kit's fonts into the page with `FontFace`, from the very file the server draws (ADR 60),
 * each under the family named for its content: answers the families by font id, for laying out
 * (`layoutText`) and drawing (`drawScene`). A file is fetched once per page; a failure is not kept.
 */
export async function loadBrandFonts(fonts: readonly BrandFont[]): Promise<BrandFontFamilies> {
  await Promise.all(fonts.map((font) => loadOne(font)));
  return new Map(fonts.map((font) => [font.fontId, font.faceFamily]));
}

function loadOne(font: BrandFont): Promise<void> {
  let loading = loaded.get(font.faceFamily);
  if (!loading) {
    loading = fetchBrandFontFile(font.url).then(async (bytes) => {
      const face = new FontFace(font.faceFamily, bytes);
      await face.load();
      document.fonts.add(face);
    });
    loading.catch(() => loaded.delete(font.faceFamily));
    loaded.set(font.faceFamily, loading);
  }
  return loading;
}

/** A kit font's file, read with the account's credentials (it is served to its account only). */
async function fetchBrandFontFile(url: string): Promise<ArrayBuffer> {
  const token = tokenStore.getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new Error(`The brand font ${url} could not be loaded (${response.status}).`);
  return response.arrayBuffer();
}
