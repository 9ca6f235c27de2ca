import { authEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withAppUser } from '../../../lib/user-profile';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** An answer without a token fails the schema and surfaces as 'Invalid response from server'. */
export function login(input: LoginInput) {
  return callEndpoint(authEndpoints.login, {
    body: input,
  }).then(withAppUser);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
