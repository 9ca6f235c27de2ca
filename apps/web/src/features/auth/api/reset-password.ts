import { messageResponseSchema } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sets a new password. `verifiedOtp` is sent because the API accepts it; the server trusts only
 * its own record of the verified code.
 */
export function resetPassword(input: {
  email: string;
  newPassword: string;
}): Promise<{ message: string }> {
  return apiRequest('/api/reset-password', {
    method: 'POST',
    body: { ...input, verifiedOtp: true },
    schema: messageResponseSchema,
  });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
