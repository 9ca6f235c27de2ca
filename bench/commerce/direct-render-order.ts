import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { ACTIVE_RENDER_STATUSES, DEFAULT_RENDER_PLACEMENT } from '@frameshop/contract';
import {
  changeBalance,
  FIND_IDEMPOTENT_REQUEST,
  GENERATED_VIDEO_COLUMNS,
  INSERT_IDEMPOTENT_REQUEST,
  insertRowSql,
  LOCK_BUYER,
  TEMPLATE_COLUMNS,
  UPLOAD_COLUMNS,
} from './direct-sql';
import { generatedVideos } from '../../apps/server/src/db/schema';
import type { Query } from './driver-transactions';

/** pg-boss's own insert of one job, as JobQueue.send has it run in the order's transaction. */
const INSERT_JOB = (
  createRequire(import.meta.url)('pg-boss/src/plans.js') as { insertJob(schema: string): string }
).insertJob('pgboss');

const [QUEUED, PROCESSING] = ACTIVE_RENDER_STATUSES;

export interface DirectRenderOrder {
  userId: string;
  templateId: number;
  uploadId: string;
  expectedPrice: number;
  /** The render job's expiry, as renderJobExpirySeconds gives it for the template's length. */
  expireInSeconds: number;
}

/**
 * The SQL of one paid render order as RendersService.create sends it (a fresh Idempotency-Key, a
 * template the buyer neither owns nor has a pending order of), statement for statement and in the
 * same order: lock the buyer, read the key's earlier request, the template and the upload, count
 * the buyer's active renders, look for a licence and a pending order holding the price, take the
 * hold, find the fair queue's round, write the render and its job, read what describing the render
 * reads (every active render, recent render times, its template) and keep the key's answer. The
 * queue estimate the app works out from those rows is left out: that is the app's CPU, not SQL.
 * Throws the reason when the order cannot be placed, which rolls it back.
 */
export async function orderRenderDirectly(query: Query, order: DirectRenderOrder): Promise<void> {
  const { userId, templateId, uploadId, expectedPrice } = order;
  const key = randomUUID();
  const id = randomUUID();
  if (!(await query('lock-buyer', LOCK_BUYER, [userId])).rows[0]) {
    throw new Error('no such account');
  }
  const call = { templateId: String(templateId), uploadId, placement: DEFAULT_RENDER_PLACEMENT };
  if ((await query('find-idempotent-request', FIND_IDEMPOTENT_REQUEST, [userId, key])).rows[0]) {
    throw new Error('key seen before');
  }
  const [template] = (
    await query(
      undefined,
      `select ${TEMPLATE_COLUMNS} from "templates" where "templates"."id" = $1`,
      [templateId],
    )
  ).rows;
  const media = template?.media as { source?: string; mask?: string } | undefined;
  if (template?.kind !== 'video' || !media?.source || !media.mask) {
    throw new Error('not a renderable template');
  }
  const [upload] = (
    await query(
      undefined,
      `select ${UPLOAD_COLUMNS} from "uploads" ` +
        'where ("uploads"."id" = $1 and "uploads"."user_id" = $2)',
      [uploadId, userId],
    )
  ).rows;
  if (!upload) throw new Error('no such upload');
  await query(
    undefined,
    'select count(*) from "generated_videos" where ("generated_videos"."user_id" = $1 and ' +
      '"generated_videos"."status" in ($2, $3))',
    [userId, QUEUED, PROCESSING],
  );
  const [owned] = (
    await query(
      undefined,
      'select "id" from "licences" where ("licences"."user_id" = $1 and ' +
        '"licences"."template_id" = $2) order by "licences"."created_at" asc limit $3',
      [userId, templateId, 1],
    )
  ).rows;
  if (owned) throw new Error('owned already: nothing to hold');
  const price = Number(template.price);
  if (price !== expectedPrice) throw new Error('price changed');
  const [pending] = (
    await query(
      undefined,
      `select ${GENERATED_VIDEO_COLUMNS} from "generated_videos" where (` +
        '"generated_videos"."user_id" = $1 and "generated_videos"."template_id" = $2 and ' +
        '"generated_videos"."preview" = $3 and "generated_videos"."status" in ($4, $5) and ' +
        '"generated_videos"."hold_ledger_id" is not null) ' +
        'order by "generated_videos"."created_at" asc limit $6',
      [userId, String(templateId), false, QUEUED, PROCESSING, 1],
    )
  ).rows;
  if (pending) throw new Error('a pending order holds the price already');
  const charge = changeBalance();
  const [hold] = (
    await query(charge.name, charge.text, [
      userId,
      'template_purchase',
      `render-hold:${id}`,
      -price,
      // No API key spent: a session's order.
      null,
      null,
    ])
  ).rows;
  if (!hold) throw new Error('not enough credits');
  const [{ round }] = (
    await query(
      undefined,
      'select greatest(coalesce(' +
        '(select min("generated_videos"."queue_round") from "generated_videos" ' +
        `where "generated_videos"."status" = '${QUEUED}'), ` +
        '(select max("generated_videos"."queue_round") from "generated_videos" ' +
        `where "generated_videos"."status" = '${PROCESSING}'), 0), ` +
        '(select max("generated_videos"."queue_round") + 1 from "generated_videos" ' +
        'where "generated_videos"."user_id" = $1 and "generated_videos"."preview" = $2 ' +
        'and "generated_videos"."status" in ($3, $4)))::int as round',
      [userId, false, QUEUED, PROCESSING],
    )
  ).rows as [{ round: number }];
  const insert = insertRowSql(generatedVideos, {
    id,
    user_id: userId,
    template_id: String(templateId),
    template_name: template.name,
    upload_id: uploadId,
    placement: JSON.stringify(DEFAULT_RENDER_PLACEMENT),
    preview: false,
    credits: price,
    hold_ledger_id: Number(hold.id),
    width: template.width,
    height: template.height,
    duration_seconds: template.duration_seconds,
    queue_round: round,
  });
  const [row] = (await query(undefined, insert.text, insert.values)).rows;
  const nulls = (count: number) => Array<null>(count).fill(null);
  await query(undefined, INSERT_JOB, [
    id,
    'render',
    { renderId: id },
    -2 * round,
    ...nulls(3),
    0,
    null,
    order.expireInSeconds,
    ...nulls(9),
  ]);
  await query(
    undefined,
    'select "id", "status", "preview", "queue_round", "created_at", "duration_seconds", ' +
      '"progress" from "generated_videos" where "generated_videos"."status" in ($1, $2) ' +
      'order by "generated_videos"."created_at" asc, "generated_videos"."id" asc',
    [QUEUED, PROCESSING],
  );
  await query(
    undefined,
    'select "duration_seconds", "started_at", "finished_at" from "generated_videos" where (' +
      '"generated_videos"."status" = $1 and "generated_videos"."preview" = $2 and ' +
      '"generated_videos"."started_at" is not null and ' +
      '"generated_videos"."finished_at" is not null) ' +
      'order by "generated_videos"."finished_at" desc limit $3',
    ['completed', false, 20],
  );
  await query(
    undefined,
    `select ${TEMPLATE_COLUMNS} from "templates" where "templates"."id" in ($1)`,
    [templateId],
  );
  const answer = {
    render: { ...row, jobId: id, status: QUEUED },
    charged: price,
    remainingCredits: hold.balance_after,
  };
  await query('insert-idempotent-request', INSERT_IDEMPOTENT_REQUEST, [
    userId,
    key,
    `render ${JSON.stringify({ ...call, expectedPrice, preview: false })}`,
    JSON.stringify(answer),
  ]);
}
