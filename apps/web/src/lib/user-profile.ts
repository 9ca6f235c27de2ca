import type { UserProfile as WireUserProfile } from '@frameshop/contract';

/**
 * The signed-in user as the app keeps it. The spec spells the employment field `EmpFeild` on the
 * wire; inside the app it is `empField`, and only the API files read or write the wire's name.
 */
export type UserProfile = Omit<WireUserProfile, 'EmpFeild'> & { empField: string };

/** The user in an API answer, as the app keeps it. */
export function userFromWire({ EmpFeild, ...user }: WireUserProfile): UserProfile {
  return { ...user, empField: EmpFeild };
}

/** An API answer carrying a user (sign-in, registration, a profile change), with the app's user. */
export function withAppUser<Answer extends { user: WireUserProfile }>(
  answer: Answer,
): Omit<Answer, 'user'> & { user: UserProfile } {
  return { ...answer, user: userFromWire(answer.user) };
}
