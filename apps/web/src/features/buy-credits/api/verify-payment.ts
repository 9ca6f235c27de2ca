import { paymentEndpoints } from '@frameshop/contract';
import type { VerifyPaymentResponse } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What checkout hands the page once the provider took the payment. */
export interface SignedPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The server checks the signature against its own order and credits the pack once. */
export function verifyPayment(payment: SignedPayment): Promise<VerifyPaymentResponse> {
  return callEndpoint(paymentEndpoints.verifyRazorpayPayment, { body: payment });
}

export function useVerifyPaymentMutation() {
  return useMutation({ mutationFn: verifyPayment });
}
