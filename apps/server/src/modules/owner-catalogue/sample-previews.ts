import { Readable } from 'node:stream';
import { DEFAULT_RENDER_PLACEMENT, type CreateRenderResponse } from '@frameshop/contract';
import type { RendersService } from '../renders';
import type { UploadIntake } from '../uploads';
import { SAMPLE_PHOTO_NAME, type SamplePhoto } from './sample-photo';
import type { CallerLog } from '../../observability';

/** A template the owner tries out: any status, a draft included, as a new buyer first sees it. */
const OWNER_SAMPLE = { ownerSample: true } as const;

/**
 * The owner's sample preview: before publishing, a template rendered as a buyer's free preview is
 * (540p, watermarked, the starting scene's texts burnt in), with the store's sample photo in its
 * window. It is ordered the one way every render is, for the admin's own account: free, counted
 * against their hourly previews, never on Generated Videos, followed as any render.
 */
export class SamplePreviews {
  constructor(
    private readonly deps: {
      renders: Pick<RendersService, 'checkRenderable' | 'create'>;
      uploads: Pick<UploadIntake, 'createFrom'>;
      photo: SamplePhoto;
    },
  ) {}

  /** `log` is the asking request's. */
  async order(
    adminUserId: string,
    templateId: string,
    log: CallerLog,
  ): Promise<CreateRenderResponse> {
    const { renders, uploads, photo } = this.deps;
    // Before the photo is made: a template that cannot be rendered leaves no upload behind.
    await renders.checkRenderable(templateId, OWNER_SAMPLE);
    // One of the admin's uploads, as any photo a render reads: the same bytes every time, so one.
    const upload = await uploads.createFrom(
      adminUserId,
      {
        file: Readable.from(await photo.bytes()),
        filename: SAMPLE_PHOTO_NAME,
      },
      log,
    );
    return renders.create(
      // A preview holds no credits, so the region that would price it does not matter.
      { userId: adminUserId, isIndianUser: false },
      { templateId, uploadId: upload.uploadId, placement: DEFAULT_RENDER_PLACEMENT, preview: true },
      undefined,
      OWNER_SAMPLE,
    );
  }
}
