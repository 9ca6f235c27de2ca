import {
  brandFontIdOf,
  compSizeOf,
  DraftMessage,
  readTemplateJson,
  sceneBoxSchema,
  templateScene,
  TemplateSceneMessage,
  type OwnerScene,
  type Scene,
  type SceneLayer,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { MediaUrls, TemplateRow } from '../catalogue';

/**
 * A template's starting scene as its owner designs it: the layers of its templateJson, which
 * `templateScene` hands every buyer who has no draft yet. The comp size and the window stay the
 * prepared media's; only the layers are the owner's to place.
 */

/** A direct-sell video is sold as it is: no editor opens it, so it has no starting scene. */
export function assertHasScene(row: TemplateRow): void {
  if (row.kind === 'direct-sell') throw AppError.badRequest(TemplateSceneMessage.noScene);
}

/** What the canvas editor opens the template with in template mode. */
export function ownerSceneOf(row: TemplateRow, urls: MediaUrls): OwnerScene {
  const publicUrl = (key: string | undefined) => (key ? urls.publicUrl(key) : null);
  const window = sceneBoxSchema.safeParse(readTemplateJson(row.templateJson).window);
  const scene = templateScene(row.templateJson);
  return {
    template: {
      templateId: String(row.id),
      kind: row.kind,
      templateName: row.name,
      status: row.status,
      width: scene.width,
      height: scene.height,
      // The same public, watermarked pictures a buyer's editor draws with (ADR 13).
      overlayUrl: publicUrl(row.media.overlayPreview),
      previewVideoUrl: row.kind === 'video' ? publicUrl(row.media.preview) : null,
      posterUrl: publicUrl(row.media.poster),
      previewUrl: publicUrl(row.media.preview),
      maskUrl: publicUrl(row.media.maskPreview),
      window: window.success ? window.data : null,
    },
    scene,
    revision: row.revision,
  };
}

/**
 * The checks of a buyer's draft that apply to a starting scene (the contract's schema has run):
 * the template's size, and no photo in any slot, since a starting scene is every buyer's.
 */
export function assertStartingScene(row: TemplateRow, scene: Scene): void {
  assertHasScene(row);
  const comp = compSizeOf(row.templateJson);
  if (scene.width !== comp.width || scene.height !== comp.height) {
    throw AppError.badRequest(DraftMessage.wrongSize(comp.width, comp.height));
  }
  for (const layer of scene.layers) {
    if (layer.type === 'image' && layer.uploadId !== null) {
      throw AppError.badRequest(TemplateSceneMessage.photoInSlot(layer.id), { layerId: layer.id });
    }
    // A kit font is one account's (ADR 60): no buyer could draw it.
    if (layer.type === 'text' && brandFontIdOf(layer.font) !== null) {
      throw AppError.badRequest(TemplateSceneMessage.brandFontInScene(layer.id), {
        layerId: layer.id,
      });
    }
  }
}

/** The templateJson with the scene's layers; its size, window and anything else kept. */
export function templateJsonWithLayers(row: TemplateRow, scene: Scene): Record<string, unknown> {
  const json = readTemplateJson(row.templateJson);
  return { ...json, ...compSizeOf(row.templateJson), layers: scene.layers };
}

/** The audit's view of a scene: how many layers, and which, bottom first. */
export const layerSummary = (layers: readonly SceneLayer[]) => ({
  count: layers.length,
  ids: layers.map((layer) => layer.id),
});
