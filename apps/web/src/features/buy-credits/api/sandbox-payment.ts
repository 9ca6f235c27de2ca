import { paymentEndpoints } from '@frameshop/contract';
import type { SandboxPaymentRequest, SandboxPaymentResponse } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The sandbox's stand-in for the provider's checkout: the server takes the test payment (or fails
 * it) and answers as Razorpay's checkout would, so the page then verifies it the same way.
 */
export function sandboxPayment(request: SandboxPaymentRequest): Promise<SandboxPaymentResponse> {
  return callEndpoint(paymentEndpoints.sandboxPayment, { body: request });
}
