import { authResponseSchema } from '@frameshop/contract';
import type { AuthResponse, RegisterRequest } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function register(input: RegisterRequest): Promise<AuthResponse> {
  return apiRequest('/api/register', { method: 'POST', body: input, schema: authResponseSchema });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
