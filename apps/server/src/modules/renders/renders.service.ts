import { randomUUID } from 'node:crypto';
import {
  BatchMessage,
  CommerceMessage,
  ErrorCode,
  PREVIEW_RENDERS_PER_HOUR,
  RenderMessage,
  sceneTexts,
  templateScene,
  type CreateRenderResponse,
  type Render,
  type RenderPlacement,
} from '@frameshop/contract';
import type { RenderConfig } from '../../config/env';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobPayloads, JobQueue } from '../../jobs';
import { catalogueTemplates, hasGreenScreen, regionalPrice, type TemplateRow } from '../catalogue';
import { type Buyer, commerceRecords, previousAnswer, rememberAnswer } from '../commerce';
import { buyerScene } from '../drafts';
import {
  type GeneratedVideoRow,
  type GeneratedVideosService,
  type NewGeneratedVideoRow,
  queuePriority,
  renderOrders,
} from '../generated-videos';
import { uploadRecords } from '../uploads';
import { outputSizeOf } from './composition';
import { describeRenders } from './render-description';
import { releaseHold, takeHold } from './render-holds';
import { renderJobExpirySeconds } from './render-time-limit';
import { isUuid } from '../../db/is-uuid';

export interface RenderOrder {
  templateId: string;
  uploadId: string;
  placement: RenderPlacement;
  expectedPrice?: number;
  preview: boolean;
}

/** On what terms `create` takes a template. */
export interface RenderTerms {
  /**
   * The owner trying a template out before buyers see it (the dashboard's sample preview): a
   * template in any status, a draft included, in the starting scene a new buyer starts from rather
   * than the owner's own design of it. Never a buyer's call: drafts are the owner's alone (ADR 25).
   */
  ownerSample?: boolean;
}

/** The row's own fields of an order: what it renders, and the size and length of the result. */
export type OrderWork = Pick<
  NewGeneratedVideoRow,
  'uploadId' | 'placement' | 'kind' | 'format' | 'scene'
> &
  Pick<GeneratedVideoRow, 'width' | 'height' | 'durationSeconds'>;

/** An order as `placeOrder` takes it. */
export interface OrderPlan {
  /** For the idempotency record: the operation and the arguments it was called with. */
  call: { key: string | undefined; operation: string; args: Record<string, unknown> };
  preview: boolean;
  expectedPrice?: number;
  /** Checks what the order names, under the buyer's lock (4xx when it cannot be made). */
  prepare: (tx: Tx) => Promise<{ template: TemplateRow; work: OrderWork }>;
}

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
      /** STORE_TIME_ZONE: a team member's cancelled order goes back into the month it counted in. */
      storeTimeZone: string;
    },
  ) {}

  /**
   * A render of one of the buyer's uploads into a video template's window, with the texts of
   * their design of it (their draft, else the starting scene) burnt in over the video: taken as
   * ordered, so editing the draft afterwards does not change what is rendered.
   */
  create(
    buyer: Buyer,
    order: RenderOrder,
    idempotencyKey: string | undefined,
    terms: RenderTerms = {},
  ): Promise<CreateRenderResponse> {
    const operation = terms.ownerSample ? 'sample-preview' : 'render';
    return this.placeOrder(buyer, {
      call: { key: idempotencyKey, operation, args: { ...order } },
      preview: order.preview,
      expectedPrice: order.expectedPrice,
      prepare: async (tx) => {
        const template = await this.renderableTemplate(tx, order.templateId, terms);
        const upload = await uploadRecords.findUpload(tx, buyer.userId, order.uploadId);
        if (!upload) throw AppError.notFound(RenderMessage.uploadNotFound);
        const scene = terms.ownerSample
          ? templateScene(template.templateJson)
          : await buyerScene(tx, buyer.userId, template);
        return {
          template,
          work: {
            uploadId: upload.id,
            placement: order.placement,
            scene: sceneTexts(scene),
            ...outputSizeOf(template, order.preview ? 'preview' : 'final'),
            durationSeconds: template.durationSeconds ?? 0,
          },
        };
      },
    });
  }

  /**
   * Places an order of any kind (a render, a scene export) on the same terms, in one transaction
   * under the buyer's row lock: the answer to a retried key; what the order names, checked by
   * `prepare`; the preview and active limits; the price held unless the template is owned or
   * another pending order of it holds it already; the row and its job, sent in the fair queue's
   * round (ADR 12, 15).
   */
  async placeOrder(buyer: Buyer, plan: OrderPlan): Promise<CreateRenderResponse> {
    const { userId } = buyer;
    return this.deps.db.transaction(async (tx) => {
      const balance = await commerceRecords.lockPayer(tx, buyer);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      const previous = await previousAnswer<CreateRenderResponse>(tx, userId, plan.call);
      if (previous) return previous;

      const { template, work } = await plan.prepare(tx);
      if (plan.preview) await this.checkPreviewLimit(tx, userId);
      // Under the buyer's lock: parallel orders of one user are counted one after another.
      await this.checkActiveLimit(tx, userId);

      const id = randomUUID();
      let charged = 0;
      let remainingCredits = balance;
      let holdLedgerId: number | null = null;
      if (!plan.preview && !(await commerceRecords.findFirstLicence(tx, userId, template.id))) {
        const price = regionalPrice(template, buyer.isIndianUser);
        if (plan.expectedPrice !== undefined && plan.expectedPrice !== price) {
          throw new AppError(ErrorCode.PriceChanged, 409, CommerceMessage.priceChanged, {
            currentPrice: price,
          });
        }
        const pending = await renderOrders.findActiveOrder(tx, {
          userId,
          templateId: String(template.id),
          holding: true,
        });
        if (!pending && price > 0) {
          const hold = await takeHold(tx, userId, id, price, buyer);
          charged = price;
          remainingCredits = hold.balanceAfter;
          holdLedgerId = hold.ledgerId;
        }
      }
      const queueRound = await renderOrders.nextQueueRound(tx, userId, plan.preview);
      const row = await renderOrders.insertRender(tx, {
        ...work,
        id,
        userId,
        madeBy: buyer.member?.userId ?? null,
        templateId: String(template.id),
        templateName: template.name,
        preview: plan.preview,
        credits: charged,
        holdLedgerId,
        queueRound,
      });
      await this.deps.jobs.send(
        'render',
        { renderId: id },
        {
          tx,
          // The render's own id: pg-boss breaks ties as Generated Videos' queue position does.
          id,
          priority: queuePriority(row),
          expireInSeconds: renderJobExpirySeconds(this.deps.render, work.durationSeconds),
        },
      );
      const answer = { render: await this.toRender(tx, row), charged, remainingCredits };
      await rememberAnswer(tx, userId, plan.call, answer);
      return answer;
    });
  }

  /**
   * Refuses, as `create` would, a template that cannot be rendered on these terms: for a caller
   * that makes an order's inputs first (the owner's sample photo), so an order bound to be refused
   * costs nothing and leaves nothing behind. `create` checks again, under the buyer's lock.
   */
  async checkRenderable(templateId: string, terms: RenderTerms = {}): Promise<void> {
    await this.renderableTemplate(this.deps.db, templateId, terms);
  }

  async get(userId: string, renderId: string): Promise<Render> {
    const row = await this.ownRender(this.deps.db, userId, renderId);
    return this.toRender(this.deps.db, row);
  }

  /** Renders by id with their owners, described together (a few queries for any number). */
  async currentOf(renderIds: string[]): Promise<Map<string, { userId: string; render: Render }>> {
    const rows = await renderOrders.findRenders(this.deps.db, renderIds.filter(isUuid));
    const renders = await this.toRenders(this.deps.db, rows);
    return new Map(rows.map((row, i) => [row.id, { userId: row.userId, render: renders[i]! }]));
  }

  /** Stops a waiting or running render and returns what it held; a finished one answers 409. */
  async cancel(
    userId: string,
    renderId: string,
  ): Promise<{ render: Render; remainingCredits: number }> {
    return this.deps.db.transaction(async (tx) => {
      const balance = await commerceRecords.lockBuyer(tx, userId);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      const own = await this.ownRender(tx, userId, renderId);
      // Its credits are the batch's: a batch's rows are cancelled from the batch (ADR 45).
      if (own.batchId !== null) throw AppError.conflict(BatchMessage.batchRowOfBatch);
      const cancelled = await renderOrders.moveRender(tx, renderId, ['queued', 'processing'], {
        status: 'cancelled',
        errorMessage: RenderMessage.cancelled,
        finishedAt: new Date(),
      });
      if (!cancelled) throw AppError.conflict(RenderMessage.notCancellable);
      const refunded = await releaseHold(tx, cancelled, { storeTimeZone: this.deps.storeTimeZone });
      const row = await this.ownRender(tx, userId, renderId);
      return { render: await this.toRender(tx, row), remainingCredits: refunded ?? balance };
    });
  }

  /** The contract's Render for a row. */
  async toRender(tx: Tx, row: GeneratedVideoRow): Promise<Render> {
    return (await this.toRenders(tx, [row]))[0]!;
  }

  private toRenders(tx: Tx, rows: GeneratedVideoRow[]): Promise<Render[]> {
    return describeRenders(this.deps.videos, tx, rows);
  }

  private async ownRender(tx: Tx, userId: string, renderId: string) {
    const row = isUuid(renderId)
      ? await renderOrders.findOwnRender(tx, userId, renderId)
      : undefined;
    if (!row) throw AppError.notFound(RenderMessage.renderNotFound);
    return row;
  }

  private async renderableTemplate(tx: Tx, templateId: string, { ownerSample }: RenderTerms) {
    // The store's owner may render a draft to see it before publishing; to buyers it is unknown.
    const id = Number(templateId);
    const template = !Number.isSafeInteger(id)
      ? undefined
      : ownerSample
        ? await catalogueTemplates.findTemplateById(tx, id)
        : await catalogueTemplates.findTemplateForBuyers(tx, id);
    if (!template) throw AppError.notFound(CommerceMessage.templateNotFound);
    // Owners keep their renders of a retired template; nobody orders a new one (but the store's
    // owner may still see how it renders).
    if (template.status !== 'published' && !ownerSample) {
      throw AppError.conflict(CommerceMessage.notForSale);
    }
    if (template.kind !== 'video') {
      throw new AppError(ErrorCode.ValidationFailed, 422, RenderMessage.notAVideoTemplate);
    }
    if (!hasGreenScreen(template.media)) {
      throw new AppError(ErrorCode.ValidationFailed, 422, RenderMessage.templateNotReady);
    }
    return template;
  }

  private async checkActiveLimit(tx: Tx, userId: string) {
    const limit = this.deps.render.maxActivePerUser;
    const active = await renderOrders.countActiveRenders(tx, userId);
    if (active >= limit) {
      throw new AppError(ErrorCode.TooManyActiveRenders, 429, RenderMessage.tooManyActive(active), {
        active,
        limit,
      });
    }
  }

  private async checkPreviewLimit(tx: Tx, userId: string) {
    const since = new Date(Date.now() - HOUR_MS);
    if ((await renderOrders.countPreviewsSince(tx, userId, since)) >= PREVIEW_RENDERS_PER_HOUR) {
      throw new AppError(ErrorCode.RateLimited, 429, RenderMessage.previewLimit);
    }
  }
}
