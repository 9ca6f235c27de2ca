import { contactMessageResponseSchema } from '@frameshop/contract';
import type { ContactMessageRequest } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Delivers a visitor's message to the support mailbox; the answer is the thank-you text. */
export function sendContactMessage(input: ContactMessageRequest): Promise<{ message: string }> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body: input,
    schema: contactMessageResponseSchema,
  });
}

export function useSendContactMessageMutation() {
  return useMutation({ mutationFn: sendContactMessage });
}
