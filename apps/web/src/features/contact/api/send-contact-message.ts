import { contactEndpoints } from '@frameshop/contract';
import type { ContactMessageRequest } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Delivers a visitor's message to the support mailbox; the answer is the thank-you text. */
export function sendContactMessage(input: ContactMessageRequest): Promise<{ message: string }> {
  return callEndpoint(contactEndpoints.contact, {
    body: input,
  });
}

export function useSendContactMessageMutation() {
  return useMutation({ mutationFn: sendContactMessage });
}
