import { authEndpoints } from '@frameshop/contract';
import type { RegisterRequest } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withAppUser } from '../../../lib/user-profile';

/** The registration form's values; the wire spells the employment field the spec's way. */
export type RegisterValues = Omit<RegisterRequest, 'EmpFeild' | 'rememberMe'> & {
  empField: string;
};

/** The request body for `values`, to be parsed with the contract's `registerRequestSchema`. */
export function registerRequestOf({ empField, ...values }: RegisterValues) {
  return { ...values, EmpFeild: empField };
}

/** The wire's field names that the form calls otherwise, for errors the server words. */
export const registerWireNames = { EmpFeild: 'empField' } as const;

export function register(input: RegisterRequest) {
  return callEndpoint(authEndpoints.register, {
    body: input,
  }).then(withAppUser);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
