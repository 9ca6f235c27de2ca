import { authEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Resolves when an account uses the email; the server answers 404 when none does. */
export async function checkUserExists(email: string): Promise<void> {
  await callEndpoint(authEndpoints.checkUserExists, {
    body: { email },
  });
}

export function useCheckUserExistsMutation() {
  return useMutation({ mutationFn: checkUserExists });
}
