import { authEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Sets a new password. `verifiedOtp` is sent because the API accepts it; the server trusts only
 * its own record of the verified code.
 */
export function resetPassword(input: {
  email: string;
  newPassword: string;
}): Promise<{ message: string }> {
  return callEndpoint(authEndpoints.resetPassword, {
    body: { ...input, verifiedOtp: true },
  });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
