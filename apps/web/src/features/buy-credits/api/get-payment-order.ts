import { PAYMENT_STATUS_POLL_MS, paymentEndpoints } from '@frameshop/contract';
import type { PaymentOrderStatusResponse } from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { paymentOrderKey } from './query-keys';

export function getPaymentOrder(
  orderId: string,
  signal?: AbortSignal,
): Promise<PaymentOrderStatusResponse> {
  return callEndpoint(paymentEndpoints.paymentOrder, { params: { orderId }, signal });
}

/** An order the server no longer knows for this user: there is nothing left to wait for. */
export function isUnknownOrder(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The order's status, asked again every PAYMENT_STATUS_POLL_MS until it is settled. A failed
 * request (still offline, a server restarting) is asked again on the same beat rather than
 * reported: the payment may have gone through all the same.
 */
export function paymentOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: paymentOrderKey(orderId),
    queryFn: ({ signal }) => getPaymentOrder(orderId, signal),
    retry: false,
    refetchInterval: (query) => {
      if (isUnknownOrder(query.state.error)) return false;
      const status = query.state.data?.status;
      return status === undefined || status === 'created' ? PAYMENT_STATUS_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
