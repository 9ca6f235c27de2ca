import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { creditLedger, users } from '../../db/schema';
import { queueOptions } from '../../jobs/job-payloads';
import { registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import { postUpload } from '../../test-support/upload-fixtures';
import { renderOrderOf } from '../buyer-journey';
import { rendersFinished } from '../renders-finished';
import { freshAddress, type ChaosContext } from './chaos-load';

const CREDITS = 100;
/** Every try a render gets before it fails for good: the first and the queue's retries. */
export const RENDER_TRIES = (queueOptions.render?.retryLimit ?? 0) + 1;

export type RenderBuyer = Awaited<ReturnType<typeof registerBuyer>> & { uploadId: string };

/**
 * A buyer with credits and a photo uploaded through API process `api` while everything works:
 * ready to order a render once something breaks.
 */
export async function renderBuyer(ctx: ChaosContext, api: number): Promise<RenderBuyer> {
  const { db } = ctx.stack.database;
  const app = await ctx.stack.client(() => ctx.stack.pool.urlOf(api), freshAddress());
  const buyer = await registerBuyer(app);
  await setBalance(db, buyer.userId, await balanceOf(db, buyer.userId), CREDITS);
  const uploaded = await postUpload(app, buyer.token, ctx.stack.photo);
  if (uploaded.statusCode !== 201) {
    throw new Error(`the render buyer's upload answered ${uploaded.statusCode}`);
  }
  return { ...buyer, uploadId: uploaded.json().uploadId as string };
}

/** Orders a render of the stack's template from the buyer's photo; answers its id. */
export async function orderRender(ctx: ChaosContext, buyer: RenderBuyer): Promise<string> {
  const ordered = await buyer.call(
    'POST',
    '/api/renders',
    renderOrderOf(ctx.stack, buyer.uploadId),
    {
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
  );
  if (ordered.statusCode !== 201) throw new Error(`a render order answered ${ordered.statusCode}`);
  return ordered.json().render.jobId as string;
}

export interface RenderOutcome {
  status: string;
  attempts: number;
  message: string | null;
  /** The buyer's ledger rows holding the render's price, and refunding a hold. */
  holds: number;
  refunds: number;
  balance: number;
}

/** Waits until the render has ended; what came of it and of the credits it held. */
export async function renderOutcome(
  ctx: ChaosContext,
  buyer: RenderBuyer,
  renderId: string,
  timeoutMs: number,
): Promise<RenderOutcome> {
  const { db } = ctx.stack.database;
  const [row] = await rendersFinished(db, [renderId], timeoutMs);
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.userId));
  return {
    status: row!.status,
    attempts: row!.attempts,
    message: row!.errorMessage,
    holds: ledger.filter((entry) => entry.reference === `render-hold:${renderId}`).length,
    refunds: ledger.filter((entry) => entry.reason === 'refund').length,
    balance: await balanceOf(db, buyer.userId),
  };
}

async function balanceOf(db: Db, userId: string): Promise<number> {
  const [user] = await db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return user!.credits;
}

/** `status, tries, refunds, balance: message` for a report's figures. */
export const describeOutcome = (outcome: RenderOutcome) =>
  `${outcome.status} after ${outcome.attempts} tries, ${outcome.refunds} refund, ` +
  `balance ${outcome.balance} of ${CREDITS}: "${outcome.message ?? ''}"`;

/**
 * What is wrong with a render that met a lasting failure: it must have been tried every time,
 * then failed with a message for the buyer and its credits given back exactly once.
 */
export function refundFailures(outcome: RenderOutcome): string[] {
  const failures: string[] = [];
  if (outcome.status !== 'failed') failures.push(`the render is ${outcome.status}, not failed`);
  if (outcome.attempts !== RENDER_TRIES) {
    failures.push(`the render was tried ${outcome.attempts} times, not ${RENDER_TRIES}`);
  }
  if (!outcome.message) failures.push('the failed render says nothing to its buyer');
  if (outcome.holds !== 1 || outcome.refunds !== 1 || outcome.balance !== CREDITS) {
    failures.push(
      `the render held ${outcome.holds} times and was refunded ${outcome.refunds} times ` +
        `(balance ${outcome.balance} of ${CREDITS})`,
    );
  }
  return failures;
}
