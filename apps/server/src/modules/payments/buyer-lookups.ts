import { PaymentMessage } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { UsersService } from '../users';
import { findOrderByProviderId, type PaymentOrderRow } from './payments.repository';

/** The caller's order; another user's and an unknown one answer alike, so neither is revealed. */
export async function ownOrder(
  db: Db,
  userId: string,
  providerOrderId: string,
): Promise<PaymentOrderRow> {
  const order = await findOrderByProviderId(db, providerOrderId);
  if (!order || order.userId !== userId) throw AppError.notFound(PaymentMessage.orderNotFound);
  return order;
}

/** The buyer's balance after a payment, for the answers that show it. */
export async function balanceOf(users: UsersService, userId: string): Promise<number> {
  const user = await users.findById(userId);
  if (!user) throw AppError.notFound('That account no longer exists.');
  return user.credits;
}
