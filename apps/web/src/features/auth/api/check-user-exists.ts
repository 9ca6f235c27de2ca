import { checkUserExistsResponseSchema } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Resolves when an account uses the email; the server answers 404 when none does. */
export async function checkUserExists(email: string): Promise<void> {
  await apiRequest('/api/check-user-exists', {
    method: 'POST',
    body: { email },
    schema: checkUserExistsResponseSchema,
  });
}

export function useCheckUserExistsMutation() {
  return useMutation({ mutationFn: checkUserExists });
}
