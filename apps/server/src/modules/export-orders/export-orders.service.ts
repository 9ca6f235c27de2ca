import {
  CommerceMessage,
  DOWNLOAD_LINK_TTL_SECONDS,
  ErrorCode,
  SceneExportMessage,
  templateScene,
  unfilledVideoSlot,
  type CreateRenderResponse,
  type OutputFormat,
  type TemplateEditorSetup,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogueTemplates, hasGreenScreen, regionalPrice, type TemplateRow } from '../catalogue';
import { type Buyer, commerceRecords } from '../commerce';
import type { MediaStorage } from '../media';
import { outputSizeOf, type RendersService } from '../renders';
import { checkScenePhotos, parseScene } from '../scene-export';

export interface SceneExportOrder {
  templateId: string;
  scene: unknown;
  format?: OutputFormat;
  expectedPrice?: number;
}

/** The file each kind of template exports, its default first. */
const FORMATS: Record<'image' | 'video', readonly OutputFormat[]> = {
  image: ['png', 'jpeg'],
  video: ['mp4'],
};

/** The kind and file of an export of `template`: `format` checked, PNG or MP4 by default (400). */
export function exportFormatOf(
  template: Pick<TemplateRow, 'kind'>,
  format: OutputFormat | undefined,
): { kind: 'image' | 'video'; format: OutputFormat } {
  const kind = template.kind === 'image' ? 'image' : 'video';
  const formats = FORMATS[kind];
  const chosen = format ?? formats[0]!;
  if (!formats.includes(chosen)) {
    throw AppError.badRequest(
      kind === 'image' ? SceneExportMessage.formatForImage : SceneExportMessage.formatForVideo,
    );
  }
  return { kind, format: chosen };
}

/** The size of an export's result: the scene's for a picture, the template's video for a video. */
export function exportSizeOf(template: TemplateRow, scene: { width: number; height: number }) {
  return template.kind === 'image'
    ? { width: scene.width, height: scene.height }
    : outputSizeOf(template, 'final');
}

/**
 * Scene exports as orders: what the editors send is checked here (the template, the format, the
 * scene and its photos), before anything is held, and the order is placed on the terms of every
 * render (`RendersService.placeOrder`). The render job draws and delivers it.
 */
export class ExportOrdersService {
  constructor(
    private readonly deps: {
      db: Db;
      renders: Pick<RendersService, 'placeOrder'>;
      urls: Pick<MediaStorage, 'signedUrl'>;
    },
  ) {}

  async create(
    buyer: Buyer,
    order: SceneExportOrder,
    idempotencyKey: string | undefined,
  ): Promise<CreateRenderResponse> {
    const template = await this.exportableTemplate(order.templateId);
    const { kind, format } = exportFormatOf(template, order.format);
    const scene = parseScene(order.scene, template.templateJson);
    if (kind === 'video' && unfilledVideoSlot(scene)) {
      throw new AppError(ErrorCode.ValidationFailed, 422, SceneExportMessage.emptySlot);
    }
    const size = exportSizeOf(template, scene);
    return this.deps.renders.placeOrder(buyer, {
      // The design as its schema read it: a retry is the same request whatever it sent besides.
      call: { key: idempotencyKey, operation: 'scene-export', args: { ...order, scene } },
      preview: false,
      expectedPrice: order.expectedPrice,
      prepare: async (tx) => {
        await checkScenePhotos(tx, buyer.userId, scene);
        return {
          template,
          work: {
            kind,
            format,
            scene,
            ...size,
            durationSeconds: kind === 'video' ? (template.durationSeconds ?? 0) : 0,
          },
        };
      },
    });
  }

  /**
   * What an editor opens a template with: its starting scene, the overlay to draw (the public
   * watermarked preview until the caller owns the template, then a signed link to the original),
   * ownership and the caller's price.
   */
  async editorSetup(buyer: Buyer, templateId: string): Promise<TemplateEditorSetup> {
    const template = await this.exportableTemplate(templateId, { ready: false });
    const owned =
      (await commerceRecords.findFirstLicence(this.deps.db, buyer.userId, template.id)) !==
      undefined;
    const overlay = owned ? template.media.overlay : template.media.overlayPreview;
    return {
      templateId: String(template.id),
      kind: template.kind === 'image' ? 'image' : 'video',
      scene: templateScene(template.templateJson),
      overlayUrl: overlay
        ? await this.deps.urls.signedUrl(overlay, DOWNLOAD_LINK_TTL_SECONDS)
        : null,
      owned,
      price: regionalPrice(template, buyer.isIndianUser),
    };
  }

  /**
   * A template an order (or a batch of them) may export: published, an image or video template,
   * with the media it is drawn from; 404, 409 or 422 otherwise. `ready: false` is the editor's view,
   * which opens a retired template too.
   */
  async exportableTemplate(
    templateId: string,
    { ready }: { ready: boolean } = { ready: true },
  ): Promise<TemplateRow> {
    const template = await catalogueTemplates.findTemplateForBuyers(this.deps.db, templateId);
    if (!template) throw AppError.notFound(CommerceMessage.templateNotFound);
    if (template.kind !== 'image' && template.kind !== 'video') {
      throw new AppError(ErrorCode.ValidationFailed, 422, SceneExportMessage.notExportable);
    }
    const drawable =
      template.kind === 'image' ? Boolean(template.media.overlay) : hasGreenScreen(template.media);
    // An order is a sale or a render; the editor's own view of a retired template stays open.
    if (ready && template.status !== 'published') {
      throw AppError.conflict(CommerceMessage.notForSale);
    }
    if (ready && !drawable) {
      throw new AppError(ErrorCode.ValidationFailed, 422, SceneExportMessage.templateNotReady);
    }
    return template;
  }
}
