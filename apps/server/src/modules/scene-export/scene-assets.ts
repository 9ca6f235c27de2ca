import { photoSlotName, type Scene } from '@frameshop/contract';
import type { SceneAssets } from '@frameshop/scene-renderer';
import { loadImage, type Image } from '@napi-rs/canvas';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TemplateRow } from '../catalogue';
import { readMediaBytes, type MediaStorage } from '../media';
import { checkSceneBrandFonts, sceneBrandFonts } from '../brand-kit';
import { uploadRecords } from '../uploads';

export interface SceneAssetSources {
  db: Db;
  storage: MediaStorage;
}

/**
 * Every picture a scene is drawn from, decoded: the template's full-size overlay (the private
 * original, never the watermarked preview, ADR 13) and the buyer's photos named by its slots,
 * each only from the buyer's own uploads, and the kit fonts its text layers name, each only from
 * the paying account's own kit (registered with the renderer). `layers: 'buyer'` skips the template's pictures;
 * `overlay: 'preview'` takes the public reduced, watermarked overlay instead, for free previews.
 */
export async function loadSceneAssets(
  sources: SceneAssetSources,
  scene: Scene,
  template: TemplateRow,
  userId: string,
  layers: 'all' | 'buyer',
  overlay: 'original' | 'preview' = 'original',
): Promise<SceneAssets<Image>> {
  const wantsOverlay =
    layers === 'all' && scene.layers.some((layer) => layer.type === 'overlay' && !layer.hidden);
  const overlayKey = overlay === 'preview' ? template.media.overlayPreview : template.media.overlay;
  if (wantsOverlay && !overlayKey) {
    throw new Error(`template ${template.id} has an overlay layer but no overlay file`);
  }
  const uploads = new Map<string, Image>();
  for (const layer of scene.layers) {
    if (layer.type !== 'image' || layer.hidden || !layer.uploadId) continue;
    if (uploads.has(layer.uploadId)) continue;
    uploads.set(layer.uploadId, await loadPhoto(sources, userId, scene, layer.id, layer.uploadId));
  }
  return {
    overlay: wantsOverlay && overlayKey ? await decodedOverlay(sources, overlayKey) : undefined,
    uploads,
    brandFonts: await sceneBrandFonts(sources, userId, scene),
  };
}

/** Overlays kept decoded, the last used last: a batch draws one design's overlay for every row. */
const decodedOverlays = new Map<string, Promise<Image>>();
/** A 1080×1920 overlay is 8 MB decoded; four templates' at once are plenty for a batch or two. */
const DECODED_OVERLAYS_KEPT = 4;

/**
 * A template's overlay, decoded once and kept by its key: a template's files are stored under keys
 * named for their content (template-media-keys.ts; the demo's are made once), so a key's bytes
 * never change. A failed read is not kept.
 */
function decodedOverlay(sources: SceneAssetSources, key: string): Promise<Image> {
  const kept = decodedOverlays.get(key);
  decodedOverlays.delete(key);
  const decoded = kept ?? readMediaBytes(sources.storage, key).then((bytes) => loadImage(bytes));
  decodedOverlays.set(key, decoded);
  if (!kept) {
    decoded.catch(() => {
      if (decodedOverlays.get(key) === decoded) decodedOverlays.delete(key);
    });
  }
  while (decodedOverlays.size > DECODED_OVERLAYS_KEPT) {
    decodedOverlays.delete(decodedOverlays.keys().next().value!);
  }
  return decoded;
}

/**
 * Checks that every photo a scene names is one of the buyer's own uploads and a photo, and every
 * kit font one of the account's own, as an order does before it holds anything: 400 naming the
 * layer otherwise.
 */
export async function checkScenePhotos(tx: Tx, userId: string, scene: Scene): Promise<void> {
  for (const layer of scene.layers) {
    if (layer.type !== 'image' || layer.hidden || !layer.uploadId) continue;
    await findScenePhoto(tx, userId, scene, layer.id, layer.uploadId);
  }
  await checkSceneBrandFonts(tx, userId, scene);
}

async function loadPhoto(
  sources: SceneAssetSources,
  userId: string,
  scene: Scene,
  layerId: string,
  uploadId: string,
): Promise<Image> {
  const upload = await findScenePhoto(sources.db, userId, scene, layerId, uploadId);
  return loadImage(await readMediaBytes(sources.storage, upload.storageKey));
}

/** The upload a slot names, or 400 naming the slot as the buyer sees it (`layerId` for programs). */
async function findScenePhoto(
  tx: Tx,
  userId: string,
  scene: Scene,
  layerId: string,
  uploadId: string,
) {
  const upload = await uploadRecords.findUpload(tx, userId, uploadId);
  const slot = photoSlotName(scene, layerId);
  if (!upload) {
    throw AppError.badRequest(
      `${slot} of the design is not among your uploads any more. Choose another photo.`,
      { layerId },
    );
  }
  if (upload.kind !== 'image') {
    throw AppError.badRequest(
      `${slot} of the design holds a video; it takes photos. Choose a photo for it.`,
      { layerId },
    );
  }
  return upload;
}
