import {
  CatalogueMessage,
  PHOTO_SLOT_MIME_TYPES,
  SCENE_TEXT_MAX_LENGTH,
  templateScene,
  textBox,
  type FillableField,
  type SceneLayer,
  type TemplateFieldsResponse,
} from '@frameshop/contract';
import { smallestReadableSize } from '@frameshop/scene-renderer';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findTemplateForBuyers } from './catalogue.repository';

/** A layer of the starting scene as a field a request can fill; the template's own are none. */
function fieldOf(layer: SceneLayer): FillableField | undefined {
  switch (layer.type) {
    case 'text':
      return {
        layerId: layer.id,
        kind: 'text',
        box: textBox(layer),
        text: {
          text: layer.text,
          font: layer.font,
          size: layer.size,
          maxLength: SCENE_TEXT_MAX_LENGTH,
          minSize: smallestReadableSize(layer.size),
        },
      };
    case 'image':
      return {
        layerId: layer.id,
        kind: 'photo',
        box: layer.box,
        photo: { accepts: [...PHOTO_SLOT_MIME_TYPES] },
      };
    default:
      return undefined;
  }
}

/**
 * The layers of a published picture or video template's starting scene that a request can fill.
 * Drafts, retired templates and ready-made videos have none to fill: 404, as an unknown id.
 */
export async function fillableFieldsOf(
  db: Db,
  templateId: string,
): Promise<TemplateFieldsResponse> {
  const template = await findTemplateForBuyers(db, templateId);
  if (!template || template.status !== 'published' || template.kind === 'direct-sell') {
    throw AppError.notFound(CatalogueMessage.templateNotFound);
  }
  const scene = templateScene(template.templateJson);
  return {
    templateId: String(template.id),
    kind: template.kind,
    width: scene.width,
    height: scene.height,
    fields: scene.layers.flatMap((layer) => fieldOf(layer) ?? []),
  };
}
