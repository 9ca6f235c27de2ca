import { authResponseSchema } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withAppUser } from '../../../lib/user-profile';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** An answer without a token fails the schema and surfaces as 'Invalid response from server'. */
export function login(input: LoginInput) {
  return apiRequest('/api/login', {
    method: 'POST',
    body: input,
    schema: authResponseSchema,
  }).then(withAppUser);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
