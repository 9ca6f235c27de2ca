import {
  brandFontFamily,
  brandFontIdOf,
  BrandKitMessage,
  type BrandFontFamilies,
  type Scene,
} from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readMediaBytes, type MediaStorage } from '../media';
import { findOwnFonts } from './brand-kit.repository';
import type { BrandKitFontRow } from './brand-kit.schema';
import { isBrandFontRegistered, registerBrandFont } from './font-registration';

/** Every kit font a scene's text layers name (hidden ones too), with the first layer naming each. */
function namedFonts(scene: Scene): Map<string, string> {
  const named = new Map<string, string>();
  for (const layer of scene.layers) {
    if (layer.type !== 'text') continue;
    const fontId = brandFontIdOf(layer.font);
    if (fontId !== null && !named.has(fontId)) named.set(fontId, layer.id);
  }
  return named;
}

/**
 * The kit fonts a scene names, each one of the account's own: any other (another account's, a
 * deleted one's, one never made) is refused with a 400 naming the first text layer that uses it,
 * and nothing is drawn. Inside the caller's transaction when it has one (an order's).
 */
export async function checkSceneBrandFonts(
  tx: Tx,
  accountId: string,
  scene: Scene,
): Promise<BrandKitFontRow[]> {
  const named = namedFonts(scene);
  if (named.size === 0) return [];
  const own = await findOwnFonts(tx, accountId, [...named.keys()]);
  for (const [fontId, layerId] of named) {
    if (!own.some((font) => font.id === fontId)) {
      throw AppError.badRequest(BrandKitMessage.sceneFontNotInKit(layerId), { layerId });
    }
  }
  return own;
}

/**
 * The kit fonts a scene names, checked as `checkSceneBrandFonts` does and registered with the
 * renderer (each file read from storage the first time this process draws with it), by id → the
 * family to draw each in: what `drawScene` and `layoutText` take as `brandFonts`.
 */
export async function sceneBrandFonts(
  sources: { db: Tx; storage: Pick<MediaStorage, 'kind' | 'read' | 'localFile'> },
  accountId: string,
  scene: Scene,
): Promise<BrandFontFamilies> {
  const fonts = await checkSceneBrandFonts(sources.db, accountId, scene);
  const families = new Map<string, string>();
  for (const font of fonts) {
    await useBrandFont(sources.storage, font);
    families.set(font.id, brandFontFamily(font.contentSha256));
  }
  return families;
}

/** Registers a kept font with this process's renderer, reading its file only the first time. */
async function useBrandFont(
  storage: Pick<MediaStorage, 'kind' | 'read' | 'localFile'>,
  font: BrandKitFontRow,
): Promise<void> {
  if (isBrandFontRegistered(font.contentSha256)) return;
  const bytes = await readMediaBytes(storage, font.storageKey);
  if (!registerBrandFont(font.contentSha256, bytes)) {
    throw new Error(`The kit font ${font.id} (${font.storageKey}) no longer registers`);
  }
}
