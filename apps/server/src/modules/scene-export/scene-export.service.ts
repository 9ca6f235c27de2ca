import { SCENE_PREVIEW_MAX_SIDE, SCENE_PREVIEW_WATERMARK } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogueTemplates, type TemplateRow } from '../catalogue';
import type { MediaStorage } from '../media';
import { loadSceneAssets } from './scene-assets';
import { drawScenePicture, type ScenePicture, type ScenePictureFormat } from './scene-picture';
import { parseScene } from './scene-validation';

export interface SceneExportRequest {
  userId: string;
  templateId: number;
  /** The scene as the client sent it; checked here. */
  scene: unknown;
  /** The template, when the caller has just read it (the render job): not read again. */
  template?: TemplateRow;
}

/**
 * Pictures made from a buyer's scene by the shared renderer, at the comp's full size. Whether the
 * buyer may have them (owning the template, paying for an export) is the caller's to decide; this
 * checks the scene, that its photos are the buyer's own, and draws.
 */
export class SceneExportService {
  constructor(private readonly deps: { db: Db; storage: MediaStorage }) {}

  /**
   * An image template's finished picture, PNG or JPEG, from its full-size overlay; with `poster`,
   * its poster for the lists too.
   */
  async exportImage(
    request: SceneExportRequest,
    format: ScenePictureFormat,
    options: { poster?: boolean } = {},
  ): Promise<ScenePicture> {
    const template = await this.template(request, 'image');
    const scene = parseScene(request.scene, template.templateJson);
    const assets = await loadSceneAssets(this.deps, scene, template, request.userId, 'all');
    return drawScenePicture(scene, assets, { format, ...options });
  }

  /**
   * A free preview of an image template's scene: a JPEG at most `SCENE_PREVIEW_MAX_SIDE` long,
   * drawn from the public reduced, watermarked overlay (never the private original, ADR 13) and
   * watermarked again over the buyer's own layers. Asked by a buyer directly, so a draft is
   * answered as an id that does not exist: nothing of it (its kind, its size) may show.
   */
  async previewImage(request: SceneExportRequest): Promise<ScenePicture> {
    const template = await this.template(
      { ...request, template: undefined },
      'image',
      catalogueTemplates.findTemplateForBuyers,
    );
    const scene = parseScene(request.scene, template.templateJson);
    const assets = await loadSceneAssets(
      this.deps,
      scene,
      template,
      request.userId,
      'all',
      'preview',
    );
    return drawScenePicture(scene, assets, {
      format: 'jpeg',
      maxSide: SCENE_PREVIEW_MAX_SIDE,
      watermark: SCENE_PREVIEW_WATERMARK,
    });
  }

  /**
   * Only the buyer's photos and text of a video template's scene, on a transparent PNG at comp
   * size: what the video render pipeline burns into every frame of the template.
   */
  async exportBuyerLayers(request: SceneExportRequest): Promise<ScenePicture> {
    const template = await this.template(request, 'video');
    const scene = parseScene(request.scene, template.templateJson);
    const assets = await loadSceneAssets(this.deps, scene, template, request.userId, 'buyer');
    return drawScenePicture(scene, assets, { format: 'png', layers: 'buyer' });
  }

  /**
   * The template to draw. The exports are drawn for orders already placed (the owner's sample
   * render of a draft among them), so they read any template; the preview passes the buyers' look-up.
   */
  private async template(
    { templateId: id, template: known }: SceneExportRequest,
    kind: 'image' | 'video',
    find: typeof catalogueTemplates.findTemplateById = catalogueTemplates.findTemplateById,
  ): Promise<TemplateRow> {
    const template =
      known?.id === id
        ? known
        : Number.isSafeInteger(id)
          ? await find(this.deps.db, id)
          : undefined;
    if (!template) throw AppError.notFound('Template not found');
    if (template.kind !== kind) {
      throw AppError.badRequest(
        kind === 'image'
          ? 'Only image templates are exported as pictures; video templates are rendered.'
          : 'Only video templates take a layer to burn into their video.',
      );
    }
    return template;
  }
}
