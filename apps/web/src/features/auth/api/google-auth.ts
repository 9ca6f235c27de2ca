import {
  authEndpoints,
  ErrorCode,
  ErrorMessage,
  googleAuthResponseSchema,
} from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, uncheckedAnswer } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { withAppUser } from '../../../lib/user-profile';
import type { UserProfile } from '../../../lib/user-profile';

export const GOOGLE_NO_USER_MESSAGE = 'Google login returned no user data';

export type GoogleAuthResponse = Omit<z.infer<typeof googleAuthResponseSchema>, 'user'> & {
  user: UserProfile;
};

export interface GoogleAuthInput {
  /** The ID token ("credential") Google Identity Services handed to the page. */
  credential: string;
  rememberMe: boolean;
}

const hasToken = z.object({ token: z.string().min(1) });

/**
 * Trades a Google credential for a session. The two ways an answer can be malformed get the
 * spec's two messages: no token at all, or a token without the user.
 */
export async function googleAuth({
  credential,
  rememberMe,
}: GoogleAuthInput): Promise<GoogleAuthResponse> {
  const body = await callEndpoint(authEndpoints.googleAuth, {
    body: { token: credential, rememberMe },
    // Checked below, so that each way the answer can be malformed gets its own message.
    schema: uncheckedAnswer,
  });
  const parsed = googleAuthResponseSchema.safeParse(body);
  if (parsed.success) return withAppUser(parsed.data);
  const message = hasToken.safeParse(body).success
    ? GOOGLE_NO_USER_MESSAGE
    : ErrorMessage.invalidResponse;
  throw new ApiError(200, ErrorCode.InvalidResponse, message, {}, { cause: parsed.error });
}

export function useGoogleAuthMutation() {
  return useMutation({ mutationFn: googleAuth });
}
