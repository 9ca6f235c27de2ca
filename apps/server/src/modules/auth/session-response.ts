import type { AuthResponse } from '@frameshop/contract';
import { toUserProfile, type UserRow } from '../users';
import type { TokenService } from './tokens';

/** What a sign-in answers: a new session token for the user, and their profile. */
export async function sessionResponse(
  tokens: TokenService,
  user: UserRow,
  rememberMe: boolean,
): Promise<AuthResponse> {
  const token = await tokens.issue({
    userId: user.id,
    username: user.username,
    tokenVersion: user.tokenVersion,
    rememberMe,
  });
  return { token, user: toUserProfile(user) };
}
