import { randomUUID } from 'node:crypto';
import {
  CREDIT_PACK_CURRENCY,
  ErrorCode,
  PaymentMessage,
  tooManyOpenOrdersMessage,
  type CreatePaymentOrderRequest,
  type CreditPack,
  type PaymentOrder,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { CallerLog } from '../../observability';
import { OneAtATime } from './one-at-a-time';
import { ProviderUnavailableError } from './payment-provider';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import { insertOrder, openOrdersOf, type PaymentOrderRow } from './payments.repository';

/** An unpaid order this young is handed out again for the same pack instead of a new one. */
export const ORDER_REUSE_MS = 15 * 60 * 1000;
/** At most this many unpaid orders made within OPEN_ORDERS_WINDOW_MS wait for one user. */
export const MAX_OPEN_ORDERS = 5;
export const OPEN_ORDERS_WINDOW_MS = 60 * 60 * 1000;

/** Whose balance a pack credits: a person's, or a team's bought by its member (`memberId`). */
export interface PackBuyer {
  id: string;
  username: string;
  memberId?: string;
}

/** Making the order checkout pays: one per pack and user at a time, within the open orders' cap. */
export class OrderMaking {
  readonly #orderMaking = new OneAtATime();

  constructor(private readonly deps: PaymentsServiceDependencies) {}

  /**
   * The order is made for the pack as it is on sale now, at its current price. A fresh unpaid order
   * of the same pack at that price is handed out again; otherwise a new one is made at the
   * provider, unless the user already has MAX_OPEN_ORDERS waiting. One user's calls take turns
   * (the provider is called outside any transaction), so a burst of clicks makes one order. Across
   * API processes a burst can make one order per process, still within the cap of each.
   */
  async createOrder(
    user: PackBuyer,
    request: CreatePaymentOrderRequest,
    log: CallerLog,
  ): Promise<PaymentOrder> {
    const pack = packOf(await this.deps.packs.onSale(), request);
    return this.#orderMaking.run(user.id, () => this.reuseOrMakeOrder(user, pack, log));
  }

  private async reuseOrMakeOrder(
    user: PackBuyer,
    pack: CreditPack,
    log: CallerLog,
  ): Promise<PaymentOrder> {
    const { provider, db } = this.deps;
    const now = Date.now();
    const open = await openOrdersOf(
      db,
      user.id,
      provider.name,
      new Date(now - OPEN_ORDERS_WINDOW_MS),
    );
    const amount = pack.priceInr * 100;
    // An order made before the owner repriced the pack is not the pack on sale any more.
    const reusable = open.find(
      (order) =>
        order.packId === pack.id &&
        order.orderedBy === (user.memberId ?? null) &&
        order.amount === amount &&
        order.credits === pack.credits &&
        order.createdAt.getTime() > now - ORDER_REUSE_MS,
    );
    if (reusable) return this.toPaymentOrder(reusable);
    if (open.length >= MAX_OPEN_ORDERS) {
      throw new AppError(ErrorCode.RateLimited, 429, tooManyOpenOrdersMessage(open.length), {
        openOrders: open.length,
      });
    }
    const id = randomUUID();
    let providerOrder: { id: string };
    try {
      providerOrder = await provider.createOrder({
        amount,
        currency: CREDIT_PACK_CURRENCY,
        receipt: id,
        notes: { userId: user.id, username: user.username, packId: pack.id },
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ err: error }, 'the payment provider did not make an order');
      throw new AppError(ErrorCode.ServiceUnavailable, 503, PaymentMessage.providerUnavailable);
    }
    const order = await insertOrder(db, {
      id,
      userId: user.id,
      orderedBy: user.memberId ?? null,
      packId: pack.id,
      credits: pack.credits,
      amount,
      currency: CREDIT_PACK_CURRENCY,
      provider: provider.name,
      providerOrderId: providerOrder.id,
    });
    this.deps.metrics?.payments.ordersCreated.inc();
    return this.toPaymentOrder(order);
  }

  private toPaymentOrder(order: PaymentOrderRow): PaymentOrder {
    return {
      orderId: order.providerOrderId,
      packId: order.packId,
      amount: order.amount,
      currency: order.currency,
      credits: order.credits,
      keyId: this.deps.provider.keyId,
      provider: this.deps.provider.name,
    };
  }
}

/**
 * The pack on sale that a request names: by id, or by the spec's amount (whole rupees) and
 * credits. Every field sent must match that one pack exactly; anything else, a pack taken off sale
 * included, is refused before any order exists.
 */
export function packOf(
  onSale: readonly CreditPack[],
  request: CreatePaymentOrderRequest,
): CreditPack {
  const { packId, amount, currency, credits } = request;
  const named = packId !== undefined || (amount !== undefined && credits !== undefined);
  const matches = onSale.filter(
    (pack) =>
      (packId === undefined || pack.id === packId) &&
      (amount === undefined || pack.priceInr === amount) &&
      (credits === undefined || pack.credits === credits) &&
      (currency === undefined || currency === CREDIT_PACK_CURRENCY),
  );
  const [pack] = matches;
  if (!named || matches.length !== 1 || !pack) {
    throw AppError.badRequest(PaymentMessage.unknownPack);
  }
  return pack;
}
