import { paymentEndpoints } from '@frameshop/contract';
import type { PaymentOrder } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Only the pack's id goes up: the server picks the credits and the amount from its own list. */
export function createPaymentOrder(packId: string): Promise<PaymentOrder> {
  return callEndpoint(paymentEndpoints.createRazorpayOrder, { body: { packId } });
}

export function useCreatePaymentOrderMutation() {
  return useMutation({ mutationFn: createPaymentOrder });
}
