import { randomUUID } from 'node:crypto';
import {
  BATCH_PROBLEMS_LISTED,
  BULK_DEFAULT_PRICES,
  BatchMessage,
  DOWNLOAD_LINK_TTL_SECONDS,
  ErrorCode,
  resultFileName,
  sceneSchema,
  type AdminBatch,
  type Batch,
  type BatchPrice,
  type BatchActionResponse,
  type BatchRow,
  type BatchRowProblem,
  type BatchRowStatus,
  type BatchSummary,
  type BulkPrices,
  type CheckBatchResponse,
  type CreateBatchResponse,
  type ExportKind,
  type OutputFormat,
  type Scene,
} from '@frameshop/contract';
import type { BulkConfig, RenderConfig } from '../../config/env';
import type { Db, Tx } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import type { JobPayloads, JobQueue } from '../../jobs';
import { auditLog } from '../admin';
import { regionalPrice, type TemplateRow } from '../catalogue';
import { type Buyer, commerceRecords, previousAnswer, rememberAnswer } from '../commerce';
import { applyCreditChange } from '../credits';
import type { ExportOrdersService } from '../export-orders';
import { exportFormatOf, exportSizeOf } from '../export-orders';
import {
  type GeneratedVideoRow,
  queuePriority,
  type RenderResult,
  renderOrders,
} from '../generated-videos';
import type { MediaStorage } from '../media';
import { renderJobExpirySeconds } from '../renders';
import { parseScene } from '../scene-export';
import { displayNamesOf, UsersService } from '../users';
import type { ArchiveRow } from './batch-archive';
import type { BatchArchiveLinks } from './batch-archive-links';
import { cancelBatchRows } from './batch-cancel';
import { batchReference } from './batch-references';
import { eventLoopTurns, type EventLoopTurns } from './event-loop-turns';
import { sceneBrandFonts } from '../brand-kit';
import { fitRows, prepareRows, type PreparedRow, type RowInput } from './batch-rows';
import type { BatchSettlement } from './batch-settlement';
import {
  addToBatchCredits,
  countOpenBatches,
  findBatch,
  findBatchRows,
  findOwnBatch,
  insertBatch,
  insertBatchRows,
  listBatchesOf,
  listRecentBatches,
  moveLicence,
  readBulkPrices,
  restartRow,
  updateBatch,
  updateBatchHold,
  writeBulkPrice,
} from './batches.repository';
import type { BatchRecord, BatchRowRecord } from './batches.schema';

export interface BatchRequest {
  templateId: string;
  scene: unknown;
  rows: (RowInput & { sheetRow?: number | undefined })[];
  format?: OutputFormat | undefined;
}

export interface BatchesDependencies {
  db: Db;
  jobs: Pick<JobQueue<JobPayloads>, 'send' | 'sendMany'>;
  urls: Pick<MediaStorage, 'signedUrl'>;
  /** Where the kit fonts a design names are read from, to lay its rows' texts out in them. */
  fontFiles: Pick<MediaStorage, 'kind' | 'read' | 'localFile'>;
  exportOrders: Pick<ExportOrdersService, 'exportableTemplate'>;
  settlement: BatchSettlement;
  archiveLinks: BatchArchiveLinks;
  bulk: BulkConfig;
  render: RenderConfig;
}

/** Who changed the bulk prices, for the audit log. */
export interface PriceEditor {
  adminUserId: string;
  address: string;
}

const RENDER_STATUS_OF_ROW: Record<GeneratedVideoRow['status'], BatchRowStatus> = {
  queued: 'waiting',
  processing: 'making',
  completed: 'made',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** The newest batches the dashboard lists. */
const ADMIN_BATCHES = 50;

/**
 * Rows placed per statement: a batch of 500 is placed in ten statements of each kind, with turns of
 * the event loop between them (on PGlite a statement runs in this thread, and 500 rows at once
 * held it for most of a second).
 */
const PLACED_AT_ONCE = 50;
const PLACING_TURN_EVERY_MS = 10;

/**
 * Batches ("Make many"): checked, priced and placed as one render order per row, in one
 * transaction under the buyer's row lock with the whole total held (ADR 44, 45); described,
 * cancelled and retried. The render job makes each row; `BatchSettlement` settles it.
 */
export class BatchesService {
  constructor(private readonly deps: BatchesDependencies) {}

  /** How the render job settles this service's rows. */
  get settlement(): BatchSettlement {
    return this.deps.settlement;
  }

  /**
   * The kit fonts a design names, each the paying account's own (400 naming the layer otherwise)
   * and registered, for laying the rows' texts out in them as the export draws them.
   */
  private fontsOf(userId: string, design: Scene, tx: Tx = this.deps.db) {
    return sceneBrandFonts({ db: tx, storage: this.deps.fontFiles }, userId, design);
  }

  /** A batch as its owner's API answers it, whoever asks (the `batch.finished` webhook). */
  async describe(tx: Tx, batchId: string): Promise<Batch> {
    const batch = await findBatch(tx, batchId);
    if (!batch) throw AppError.notFound(BatchMessage.notFound);
    return this.toBatch(tx, batch);
  }

  /** The rows' problems (the first `BATCH_PROBLEMS_LISTED`) and the price, holding nothing. */
  async check(buyer: Buyer, request: BatchRequest): Promise<CheckBatchResponse> {
    const { template, design } = await this.designOf(request);
    const fitted = await fitRows(design, request.rows, await this.fontsOf(buyer.userId, design));
    return this.deps.db.transaction(async (tx) => {
      const balance = await commerceRecords.lockPayer(tx, buyer);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      const { problems } = await prepareRows(tx, buyer.userId, design, fitted);
      const price = await this.priceOf(tx, buyer, template, request.rows.length);
      return { price, balance, ...listedProblems(problems) };
    });
  }

  /**
   * Confirms a batch: the rows checked (400 with every problem, nothing held), the total the buyer
   * saw (409 otherwise), the balance (402 with what is missing), the running batches (429); then
   * the total held at once and every row placed as a render order with its job, in consecutive
   * rounds of the fair queue (ADR 44). A retried Idempotency-Key answers the first batch, before
   * anything else is checked: the template may have been unpublished or edited since.
   */
  async create(
    buyer: Buyer,
    request: BatchRequest & { expectedTotal: number },
    idempotencyKey: string | undefined,
  ): Promise<CreateBatchResponse> {
    const { userId } = buyer;
    // The design as its schema reads it: a retry is the same request whatever it sent besides.
    const read = sceneSchema.safeParse(request.scene);
    const callWith = (design: unknown) => ({
      key: idempotencyKey,
      operation: 'batch',
      args: { ...request, scene: design },
    });
    if (read.success) {
      const kept = await previousAnswer<CreateBatchResponse>(
        this.deps.db,
        userId,
        callWith(read.data),
      );
      if (kept) return kept;
    }
    const { template, design, kind, format, sheetRows } = await this.designOf(request);
    const fitted = await fitRows(design, request.rows, await this.fontsOf(userId, design));
    const call = callWith(design);
    return this.deps.db.transaction(async (tx) => {
      const balance = await commerceRecords.lockPayer(tx, buyer);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      const previous = await previousAnswer<CreateBatchResponse>(tx, userId, call);
      if (previous) return previous;

      const running = await countOpenBatches(tx, userId);
      const limit = this.deps.bulk.maxRunningPerUser;
      if (running >= limit) {
        throw new AppError(ErrorCode.RateLimited, 429, BatchMessage.tooManyRunning(limit), {
          running,
          limit,
        });
      }
      const turns = eventLoopTurns(PLACING_TURN_EVERY_MS);
      const checked = await prepareRows(tx, userId, design, fitted);
      if (checked.problems.length > 0) throw rowProblems(checked.problems);
      await turns.take();
      // Each row keeps its number in the buyer's sheet: rows left out leave gaps, not a renumbering.
      const prepared = checked.prepared.map((row) => ({ ...row, row: sheetRows[row.row]! }));
      const price = await this.priceOf(tx, buyer, template, prepared.length);
      if (price.total !== request.expectedTotal) {
        throw new AppError(ErrorCode.PriceChanged, 409, BatchMessage.totalChanged(price.total), {
          currentTotal: price.total,
          price,
        });
      }
      if (balance < price.total) throw notEnoughCredits(price.total, balance);

      const batchId = randomUUID();
      const hold =
        price.total > 0
          ? await applyCreditChange(tx, {
              userId,
              delta: -price.total,
              reason: 'template_purchase',
              reference: batchReference.hold(batchId),
              apiKey: buyer.apiKey,
              member: buyer.member,
            })
          : undefined;
      const batch = await insertBatch(tx, {
        id: batchId,
        userId,
        templateId: String(template.id),
        templateName: template.name,
        madeBy: buyer.member?.userId ?? null,
        kind,
        format,
        scene: design,
        rowCount: prepared.length,
        perResult: price.perResult,
        licence: price.licence,
        licenceState: price.licence > 0 ? 'held' : 'none',
        holdLedgerId: hold?.ledgerId ?? null,
        held: price.total,
        ...exportSizeOf(template, design),
        durationSeconds: kind === 'video' ? (template.durationSeconds ?? 0) : 0,
      });
      await turns.take();
      let round = await renderOrders.nextQueueRound(tx, userId, false);
      for (let start = 0; start < prepared.length; start += PLACED_AT_ONCE) {
        const chunk = prepared.slice(start, start + PLACED_AT_ONCE);
        const renderIds = await this.placeRows(tx, batch, chunk, round);
        round += chunk.length;
        await turns.take();
        await insertBatchRows(
          tx,
          chunk.map((row, i) => ({
            batchId,
            row: row.row,
            name: row.name,
            texts: row.texts,
            photos: row.photos,
            renderId: renderIds[i]!,
          })),
        );
        await turns.take();
      }
      const answer: CreateBatchResponse = {
        batch: await this.toBatch(tx, batch, turns),
        charged: price.total,
        remainingCredits: hold?.balanceAfter ?? balance,
      };
      await turns.take();
      await rememberAnswer(tx, userId, call, answer);
      return answer;
    });
  }

  async get(userId: string, batchId: string): Promise<Batch> {
    const batch = await this.ownBatch(this.deps.db, userId, batchId);
    return this.toBatch(this.deps.db, batch);
  }

  /** The buyer's batches, newest first, counted in one query. */
  async list(userId: string): Promise<BatchSummary[]> {
    const batches = await listBatchesOf(this.deps.db, userId);
    return summariesOf(this.deps.db, batches);
  }

  /**
   * Stops what has not started: every waiting row cancelled and its share returned at once, in one
   * transaction; rows being made finish and are charged. A finished batch answers 409.
   */
  async cancel(userId: string, batchId: string) {
    return this.deps.db.transaction(async (tx) => {
      const balance = await commerceRecords.lockBuyer(tx, userId);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      const batch = await this.ownBatch(tx, userId, batchId);
      if (batch.finishedAt || batch.cancelledAt)
        throw AppError.conflict(BatchMessage.notCancellable);
      await cancelBatchRows(tx, this.deps.settlement, batch);
      const now = await this.ownBatch(tx, userId, batchId);
      return {
        batch: await this.toBatch(tx, now),
        remainingCredits: (await commerceRecords.lockBuyer(tx, userId)) ?? balance,
      };
    });
  }

  /**
   * Makes failed rows again (all of them, or those named, with new texts or photos): each row's
   * share held again at the batch's confirmed price (402 if short) and a new render order placed.
   * Only once no row waits or is being made (409). A retried Idempotency-Key answers the first
   * answer, holding nothing more.
   */
  async retry(
    buyer: Buyer,
    batchId: string,
    replacements: (Partial<RowInput> & { row: number })[] | undefined,
    idempotencyKey: string | undefined,
  ): Promise<BatchActionResponse> {
    const { userId } = buyer;
    const call = {
      key: idempotencyKey,
      operation: 'batch-retry',
      args: { batchId, rows: replacements ?? null },
    };
    return this.deps.db.transaction(async (tx) => {
      const balance = await commerceRecords.lockPayer(tx, buyer);
      if (balance === undefined) throw AppError.notFound('That account no longer exists.');
      // Before anything else: once retried, the rows are no longer failed, or no longer finished.
      const previous = await previousAnswer<BatchActionResponse>(tx, userId, call);
      if (previous) return previous;
      const batch = await this.ownBatch(tx, userId, batchId);
      if (await renderOrders.hasActiveBatchRenders(tx, batch.id)) {
        throw AppError.conflict(BatchMessage.notFinishedRows);
      }
      const { rows, renders } = await rowsWithRenders(tx, batch.id);
      const failed = rows.filter((row) => renders.get(row.renderId)?.status === 'failed');
      const named = replacements ? new Map(replacements.map((r) => [r.row, r])) : undefined;
      const chosen = named ? failed.filter((row) => named.has(row.row)) : failed;
      if (chosen.length === 0) throw AppError.conflict(BatchMessage.nothingToRetry);
      const inputs = chosen.map((row) => {
        const replacement = named?.get(row.row);
        return {
          texts: { ...row.texts, ...replacement?.texts },
          photos: { ...row.photos, ...replacement?.photos },
          name: replacement?.name ?? row.name ?? undefined,
        };
      });
      const fitted = await fitRows(
        batch.scene,
        inputs,
        await this.fontsOf(userId, batch.scene, tx),
      );
      const checked = await prepareRows(tx, userId, batch.scene, fitted);
      if (checked.problems.length > 0) {
        throw rowProblems(checked.problems.map((p) => ({ ...p, row: chosen[p.row]!.row })));
      }
      const relicence =
        batch.licenceState === 'returned' &&
        batch.licence > 0 &&
        !(await commerceRecords.findFirstLicence(tx, userId, Number(batch.templateId)));
      const due = chosen.length * batch.perResult + (relicence ? batch.licence : 0);
      if (balance < due) throw notEnoughCredits(due, balance);

      const retries = batch.retries + 1;
      await updateBatch(tx, batch.id, { retries, finishedAt: null, cancelledAt: null });
      if (relicence) {
        const hold = await applyCreditChange(tx, {
          userId,
          delta: -batch.licence,
          reason: 'template_purchase',
          reference: batchReference.licenceHold(batch.id, retries),
          apiKey: buyer.apiKey,
          member: buyer.member,
        });
        await moveLicence(tx, batch.id, 'returned', 'held');
        // The licence granted with the next made row points to this hold.
        await updateBatchHold(tx, batch.id, hold.ledgerId);
      }
      const prepared = checked.prepared.map((row, i) => ({ ...row, row: chosen[i]!.row }));
      const turns = eventLoopTurns(PLACING_TURN_EVERY_MS);
      const renderIds: string[] = [];
      let round = await renderOrders.nextQueueRound(tx, userId, false);
      for (let start = 0; start < prepared.length; start += PLACED_AT_ONCE) {
        const chunk = prepared.slice(start, start + PLACED_AT_ONCE);
        renderIds.push(...(await this.placeRows(tx, batch, chunk, round)));
        round += chunk.length;
        await turns.take();
      }
      for (const [i, row] of chosen.entries()) {
        const attempt = row.attempt + 1;
        if (batch.perResult > 0) {
          await applyCreditChange(tx, {
            userId,
            delta: -batch.perResult,
            reason: 'template_purchase',
            reference: batchReference.rehold(batch.id, row.row, attempt),
            apiKey: buyer.apiKey,
            member: buyer.member,
          });
        }
        const input = prepared[i]!;
        await restartRow(tx, row, {
          renderId: renderIds[i]!,
          attempt,
          texts: input.texts,
          photos: input.photos,
          name: input.name,
        });
        await turns.take();
      }
      await addToBatchCredits(tx, batch.id, { held: due });
      const now = await this.ownBatch(tx, userId, batchId);
      const answer: BatchActionResponse = {
        batch: await this.toBatch(tx, now),
        remainingCredits: (await commerceRecords.lockBuyer(tx, userId)) ?? balance,
      };
      await rememberAnswer(tx, userId, call, answer);
      return answer;
    });
  }

  /** The owner's price of one result per kind. */
  async bulkPrices(tx: Tx = this.deps.db): Promise<BulkPrices> {
    return { ...BULK_DEFAULT_PRICES, ...(await readBulkPrices(tx)) };
  }

  async setBulkPrices(prices: BulkPrices, editor: PriceEditor): Promise<BulkPrices> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.bulkPrices(tx);
      for (const kind of ['image', 'video'] as const) await writeBulkPrice(tx, kind, prices[kind]);
      await auditLog.insertAuditEntry(tx, {
        ...editor,
        action: 'bulk_prices.update',
        details: { before, after: prices },
      });
      return this.bulkPrices(tx);
    });
  }

  /** The newest batches of every buyer, and the bulk queue's depth. */
  async adminList() {
    const { db } = this.deps;
    const batches = await listRecentBatches(db, ADMIN_BATCHES);
    const summaries = await summariesOf(db, batches);
    const emails = await new UsersService(db).emailsOf([...new Set(batches.map((b) => b.userId))]);
    const depth = await renderOrders.countBatchRowsInQueue(db);
    const listed: AdminBatch[] = summaries.map((summary, i) => ({
      ...summary,
      userId: batches[i]!.userId,
      buyerEmail: emails.get(batches[i]!.userId) ?? null,
    }));
    return { batches: listed, rowsWaiting: depth.waiting, rowsMaking: depth.making };
  }

  /**
   * The batch an archive is asked for: any, with a valid signed link (`ownerId` undefined), else
   * the signed-in owner's only; 404 otherwise, as for none.
   */
  async archiveBatch(
    batchId: string,
    ownerId: string | undefined | null,
    signed: boolean,
  ): Promise<BatchRecord> {
    const batch = !isUuid(batchId)
      ? undefined
      : signed
        ? await findBatch(this.deps.db, batchId)
        : ownerId
          ? await findOwnBatch(this.deps.db, ownerId, batchId)
          : undefined;
    if (!batch) throw AppError.notFound(BatchMessage.notFound);
    return batch;
  }

  /** Every row as the archive lists it, with the stored file of each made one. */
  async archiveRows(batch: BatchRecord): Promise<ArchiveRow[]> {
    const { rows, renders } = await rowsWithRenders(this.deps.db, batch.id);
    return rows.map((row) => {
      const render = renders.get(row.renderId);
      const status = render ? RENDER_STATUS_OF_ROW[render.status] : 'failed';
      return {
        row: row.row,
        name: row.name,
        status,
        reason: status === 'made' || status === 'waiting' ? null : (render?.errorMessage ?? null),
        file:
          status === 'made' && render?.outputKey
            ? { key: render.outputKey, format: render.format }
            : null,
      };
    });
  }

  /** The template, the format and the design checked, before any transaction (4xx). */
  private async designOf(request: BatchRequest) {
    const template = await this.deps.exportOrders.exportableTemplate(request.templateId);
    const { kind, format } = exportFormatOf(template, request.format);
    const design = parseScene(request.scene, template.templateJson);
    if (request.rows.length === 0) {
      throw new AppError(ErrorCode.ValidationFailed, 400, BatchMessage.noRows, { limit: 1 });
    }
    const limit = this.deps.bulk.maxRows;
    if (request.rows.length > limit) {
      throw new AppError(ErrorCode.ValidationFailed, 400, BatchMessage.tooManyRows(limit), {
        limit,
        rows: [],
      });
    }
    return { template, design, kind, format, sheetRows: sheetRowsOf(request.rows) };
  }

  private async priceOf(
    tx: Tx,
    buyer: Buyer,
    template: TemplateRow,
    results: number,
  ): Promise<BatchPrice> {
    const owned = await commerceRecords.findFirstLicence(tx, buyer.userId, template.id);
    const licence = owned ? 0 : regionalPrice(template, buyer.isIndianUser);
    const kind: ExportKind = template.kind === 'image' ? 'image' : 'video';
    const perResult = (await this.bulkPrices(tx))[kind];
    return { results, perResult, licence, total: licence + results * perResult };
  }

  /**
   * The rows' render orders and their jobs, sent together: row i waits in the fair queue's round
   * first + i, first being the round a new order of the buyer would take when the batch was
   * placed (ADR 44), so another buyer's order joins the earliest waiting round, behind at most
   * one row of the batch per worker.
   */
  private async placeRows(
    tx: Tx,
    batch: BatchRecord,
    rows: PreparedRow[],
    first: number,
  ): Promise<string[]> {
    const { width, height, durationSeconds } = batch;
    const placed = await renderOrders.insertRenders(
      tx,
      rows.map((row, i) => ({
        id: randomUUID(),
        userId: batch.userId,
        templateId: batch.templateId,
        templateName: batch.templateName,
        kind: batch.kind,
        format: batch.format,
        scene: row.scene,
        width,
        height,
        durationSeconds,
        preview: false,
        credits: 0,
        holdLedgerId: null,
        queueRound: first + i,
        batchId: batch.id,
        batchRow: row.row,
        madeBy: batch.madeBy,
      })),
    );
    const expireInSeconds = renderJobExpirySeconds(this.deps.render, durationSeconds);
    await this.deps.jobs.sendMany(
      'render',
      placed.map((render) => ({
        payload: { renderId: render.id },
        id: render.id,
        priority: queuePriority(render),
        expireInSeconds,
      })),
      { tx },
    );
    // In the rows' order: the insert answers them as given.
    const byRow = new Map(placed.map((render) => [render.batchRow, render.id]));
    return rows.map((row) => byRow.get(row.row)!);
  }

  private async ownBatch(tx: Tx, userId: string, batchId: string): Promise<BatchRecord> {
    const batch = isUuid(batchId) ? await findOwnBatch(tx, userId, batchId) : undefined;
    if (!batch) throw AppError.notFound(BatchMessage.notFound);
    return batch;
  }

  /**
   * The batch with its rows, in a few queries whatever their number; with `turns`, letting the
   * event loop answer others between them (a batch of 500 rows is much to read and describe).
   */
  async toBatch(
    tx: Tx,
    batch: BatchRecord,
    turns: EventLoopTurns = eventLoopTurns(PLACING_TURN_EVERY_MS),
  ): Promise<Batch> {
    const { rows, renders } = await rowsWithRenders(tx, batch.id, turns);
    await turns.take();
    const described = await Promise.all(
      rows.map((row) => this.rowOf(batch, row, renders.get(row.renderId))),
    );
    const count = (status: BatchRowStatus) =>
      described.filter((row) => row.status === status).length;
    const summary = summaryOf(
      batch,
      (status) => count(RENDER_STATUS_OF_ROW[status]),
      await makersOf(tx, [batch]),
    );
    return {
      ...summary,
      rows: described,
      archiveUrl: summary.made > 0 ? this.deps.archiveLinks.link(batch.id) : null,
      photoSlots: batch.scene.layers
        .filter((layer) => layer.type === 'image' && !layer.hidden)
        .map((layer) => layer.id),
    };
  }

  private async rowOf(
    batch: BatchRecord,
    row: BatchRowRecord,
    render: RenderResult | undefined,
  ): Promise<BatchRow> {
    const status = render ? RENDER_STATUS_OF_ROW[render.status] : 'failed';
    const made = status === 'made' && render?.outputKey;
    return {
      row: row.row,
      name: row.name,
      status,
      renderId: row.renderId,
      reason: status === 'failed' || status === 'cancelled' ? (render?.errorMessage ?? null) : null,
      downloadUrl: made
        ? await this.deps.urls.signedUrl(render.outputKey!, DOWNLOAD_LINK_TTL_SECONDS, {
            fileName: resultFileName({
              templateName: row.name ?? batch.templateName,
              templateId: batch.templateId,
              jobId: render.id,
              format: render.format,
            }),
          })
        : null,
    };
  }
}

/** Summaries of these batches, their rows counted in one query. */
async function summariesOf(tx: Tx, batches: BatchRecord[]): Promise<BatchSummary[]> {
  const counts = await renderOrders.countBatchRenders(
    tx,
    batches.map((batch) => batch.id),
  );
  const makers = await makersOf(tx, batches);
  return batches.map((batch) => {
    const statuses = new Map<string, number>();
    for (const count of counts) {
      if (count.batchId === batch.id) statuses.set(count.status, count.n);
    }
    return summaryOf(batch, (status) => statuses.get(status) ?? 0, makers);
  });
}

/** The names of the members who made these batches for a team, by id (none read for a person's). */
function makersOf(tx: Tx, batches: BatchRecord[]) {
  const ids = new Set(batches.flatMap((batch) => (batch.madeBy ? [batch.madeBy] : [])));
  return displayNamesOf(tx, [...ids]);
}

/** A batch's summary and its buyer, whoever asks (the finished mail's job). */
export async function batchSummaryById(tx: Tx, batchId: string) {
  const batch = await findBatch(tx, batchId);
  if (!batch) return undefined;
  const [summary] = await summariesOf(tx, [batch]);
  return { made: { accountId: batch.userId, madeBy: batch.madeBy }, summary: summary! };
}

/** A batch's summary, from its record and how many of its renders are in each status. */
function summaryOf(
  batch: BatchRecord,
  inStatus: (status: GeneratedVideoRow['status']) => number,
  makers: Map<string, string>,
): BatchSummary {
  const waiting = inStatus('queued');
  const making = inStatus('processing');
  const status = batch.cancelledAt
    ? 'cancelled'
    : batch.finishedAt
      ? 'finished'
      : making > 0 || inStatus('completed') + inStatus('failed') + inStatus('cancelled') > 0
        ? 'running'
        : 'queued';
  return {
    batchId: batch.id,
    templateId: batch.templateId,
    templateName: batch.templateName,
    kind: batch.kind,
    format: batch.format,
    status,
    total: batch.rowCount,
    made: inStatus('completed'),
    failed: inStatus('failed'),
    waiting,
    credits: { held: batch.held, charged: batch.charged, returned: batch.returned },
    price: {
      results: batch.rowCount,
      perResult: batch.perResult,
      licence: batch.licence,
      total: batch.licence + batch.rowCount * batch.perResult,
    },
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    madeBy: batch.madeBy ? (makers.get(batch.madeBy) ?? null) : null,
  };
}

/** The first `BATCH_PROBLEMS_LISTED` problems, and how many more there are past them. */
function listedProblems(problems: BatchRowProblem[]) {
  const more = problems.length - BATCH_PROBLEMS_LISTED;
  return {
    rows: problems.slice(0, BATCH_PROBLEMS_LISTED),
    ...(more > 0 ? { moreProblems: more } : {}),
  };
}

/** Each row's number in the buyer's sheet (its place among those sent by default); 400 on a repeat. */
function sheetRowsOf(rows: BatchRequest['rows']): number[] {
  const numbers = rows.map((row, i) => row.sheetRow ?? i);
  const seen = new Set<number>();
  const repeats = numbers.flatMap((number, row) => {
    if (!seen.has(number)) {
      seen.add(number);
      return [];
    }
    return [{ row, field: 'sheetRow', message: BatchMessage.sheetRowTaken(number) }];
  });
  if (repeats.length > 0) throw rowProblems(repeats);
  return numbers;
}

function rowProblems(rows: BatchRowProblem[]): AppError {
  const first = rows[0]!;
  return new AppError(
    ErrorCode.ValidationFailed,
    400,
    `Row ${first.row + 1}: ${first.message}${rows.length > 1 ? ` (and ${rows.length - 1} more problems)` : ''}`,
    listedProblems(rows),
  );
}

function notEnoughCredits(required: number, balance: number): AppError {
  const missing = required - balance;
  return new AppError(ErrorCode.InsufficientCredits, 402, BatchMessage.notEnoughCredits(missing), {
    creditsRequired: required,
    userCredits: balance,
    creditsMissing: missing,
  });
}

/** A batch's rows and their renders by id, in two queries whatever their number. */
async function rowsWithRenders(
  tx: Tx,
  batchId: string,
  turns: EventLoopTurns = eventLoopTurns(PLACING_TURN_EVERY_MS),
) {
  const rows = await findBatchRows(tx, batchId);
  await turns.take();
  const found = await renderOrders.findRenderResults(
    tx,
    rows.map((row) => row.renderId),
  );
  return { rows, renders: new Map(found.map((render) => [render.id, render])) };
}
