import { randomUUID } from 'node:crypto';
import {
  CommerceMessage,
  ErrorCode,
  PREVIEW_RENDERS_PER_HOUR,
  RenderMessage,
  type CreateRenderResponse,
  type Render,
  type RenderPlacement,
} from '@frameshop/contract';
import type { RenderConfig } from '../../config/env';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobPayloads, JobQueue } from '../../jobs';
import { findTemplateById, regionalPrice } from '../catalogue';
import {
  findFirstLicence,
  lockBuyer,
  previousAnswer,
  rememberAnswer,
  type Buyer,
} from '../commerce';
import type { GeneratedVideoRow, GeneratedVideosService } from '../generated-videos';
import { findUpload } from '../uploads';
import { outputSizeOf } from './composition';
import { releaseHold, takeHold } from './render-holds';
import { renderJobExpirySeconds } from './render-time-limit';
import {
  countPreviewsSince,
  findActiveOrder,
  findOwnRender,
  insertRender,
  moveRender,
} from './renders.repository';

export interface RenderOrder {
  templateId: string;
  uploadId: string;
  placement: RenderPlacement;
  expectedPrice?: number;
  preview: boolean;
}

/** Previews jump the queue: a user waits for one in the editor. */
const PREVIEW_PRIORITY = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Render orders: placing one (holding its price), its status, cancelling it. The `render` job
 * (render-job.ts) does the work and completes, fails or refunds it.
 */
export class RendersService {
  constructor(
    private readonly deps: {
      db: Db;
      jobs: Pick<JobQueue<JobPayloads>, 'send'>;
      videos: GeneratedVideosService;
      render: RenderConfig;
    },
  ) {}

  async create(
    buyer: Buyer,
    order: RenderOrder,
    idempotencyKey: string | undefined,
  ): Promise<CreateRenderResponse> {
    const { userId } = buyer;
    const call = { key: idempotencyKey, operation: 'render', args: { ...order } };
    return this.deps.db.transaction(async (tx) => {
      const balance = await lockBuyer(tx, userId);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      const previous = await previousAnswer<CreateRenderResponse>(tx, userId, call);
      if (previous) return previous;

      const template = await this.renderableTemplate(tx, order.templateId);
      const upload = await findUpload(tx, userId, order.uploadId);
      if (!upload) throw AppError.notFound(RenderMessage.uploadNotFound);
      if (order.preview) await this.checkPreviewLimit(tx, userId);

      const id = randomUUID();
      let charged = 0;
      let remainingCredits = balance;
      let holdLedgerId: number | null = null;
      if (!order.preview && !(await findFirstLicence(tx, userId, template.id))) {
        const price = regionalPrice(template, buyer.isIndianUser);
        if (order.expectedPrice !== undefined && order.expectedPrice !== price) {
          throw new AppError(ErrorCode.PriceChanged, 409, CommerceMessage.priceChanged, {
            currentPrice: price,
          });
        }
        const pending = await findActiveOrder(tx, {
          userId,
          templateId: String(template.id),
          holding: true,
        });
        if (!pending && price > 0) {
          const hold = await takeHold(tx, userId, id, price);
          charged = price;
          remainingCredits = hold.balanceAfter;
          holdLedgerId = hold.ledgerId;
        }
      }
      const size = outputSizeOf(template, order.preview ? 'preview' : 'final');
      const durationSeconds = template.durationSeconds ?? 0;
      const row = await insertRender(tx, {
        id,
        userId,
        templateId: String(template.id),
        templateName: template.name,
        uploadId: upload.id,
        placement: order.placement,
        preview: order.preview,
        credits: charged,
        holdLedgerId,
        width: size.width,
        height: size.height,
        durationSeconds,
      });
      await this.deps.jobs.send(
        'render',
        { renderId: id },
        {
          tx,
          priority: order.preview ? PREVIEW_PRIORITY : 0,
          expireInSeconds: renderJobExpirySeconds(this.deps.render, durationSeconds),
        },
      );
      const answer = { render: await this.toRender(tx, row), charged, remainingCredits };
      await rememberAnswer(tx, userId, call, answer);
      return answer;
    });
  }

  async get(userId: string, renderId: string): Promise<Render> {
    const row = await this.ownRender(this.deps.db, userId, renderId);
    return this.toRender(this.deps.db, row);
  }

  /** Stops a waiting or running render and returns what it held; a finished one answers 409. */
  async cancel(
    userId: string,
    renderId: string,
  ): Promise<{ render: Render; remainingCredits: number }> {
    return this.deps.db.transaction(async (tx) => {
      const balance = await lockBuyer(tx, userId);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      await this.ownRender(tx, userId, renderId);
      const cancelled = await moveRender(tx, renderId, ['queued', 'processing'], {
        status: 'cancelled',
        errorMessage: RenderMessage.cancelled,
        finishedAt: new Date(),
      });
      if (!cancelled) throw AppError.conflict(RenderMessage.notCancellable);
      const refunded = await releaseHold(tx, cancelled);
      const row = await this.ownRender(tx, userId, renderId);
      return { render: await this.toRender(tx, row), remainingCredits: refunded ?? balance };
    });
  }

  /** The contract's Render for a row. */
  async toRender(tx: Tx, row: GeneratedVideoRow): Promise<Render> {
    const [video] = await this.deps.videos.describe(tx, [row]);
    return {
      ...video!,
      uploadId: row.uploadId,
      preview: row.preview,
      credits: row.credits,
      width: row.width,
      height: row.height,
      durationSeconds: row.durationSeconds,
    };
  }

  private async ownRender(tx: Tx, userId: string, renderId: string) {
    const row = isUuid(renderId) ? await findOwnRender(tx, userId, renderId) : undefined;
    if (!row) throw AppError.notFound(RenderMessage.renderNotFound);
    return row;
  }

  private async renderableTemplate(tx: Tx, templateId: string) {
    const id = Number(templateId);
    const template = Number.isSafeInteger(id) ? await findTemplateById(tx, id) : undefined;
    if (!template) throw AppError.notFound(CommerceMessage.templateNotFound);
    if (template.kind !== 'video') {
      throw new AppError(ErrorCode.ValidationFailed, 422, RenderMessage.notAVideoTemplate);
    }
    if (!template.media.mask) {
      throw new AppError(ErrorCode.ValidationFailed, 422, RenderMessage.templateNotReady);
    }
    return template;
  }

  private async checkPreviewLimit(tx: Tx, userId: string) {
    const since = new Date(Date.now() - HOUR_MS);
    if ((await countPreviewsSince(tx, userId, since)) >= PREVIEW_RENDERS_PER_HOUR) {
      throw new AppError(ErrorCode.RateLimited, 429, RenderMessage.previewLimit);
    }
  }
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
