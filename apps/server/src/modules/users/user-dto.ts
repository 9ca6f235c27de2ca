import type { UserProfile } from '@frameshop/contract';
import type { UserRow } from './users.schema';

/** A social sign-in user must still give a phone number and an employment field. */
export function isProfileIncomplete(
  user: Pick<UserRow, 'isGoogleUser' | 'phoneNumber' | 'empField'>,
) {
  return user.isGoogleUser && (!user.phoneNumber.trim() || !user.empField.trim());
}

/**
 * A request body with the employment field under its server name. The spec spells it `EmpFeild`
 * on the wire, and only there: routes map it on the way in, `toUserProfile` on the way out.
 */
export function withEmpField<Body extends { EmpFeild?: string }>({
  EmpFeild,
  ...rest
}: Body): Omit<Body, 'EmpFeild'> & { empField: Body['EmpFeild'] } {
  return { ...rest, empField: EmpFeild };
}

/** What the browser sees of a user: never the hash, the Google subject or the token version. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    actualName: user.actualName,
    phoneNumber: user.phoneNumber,
    countryCode: user.countryCode,
    EmpFeild: user.empField, // the spec's spelling, on the wire only
    profilePicture: user.profilePicture,
    isGoogleUser: user.isGoogleUser,
    role: user.role,
    credits: user.credits,
    profileIncomplete: isProfileIncomplete(user),
    // Likes, cart and purchases are filled in by the commerce module.
    likedTemplates: [],
    purchasedTemplates: [],
    cart: [],
    createdAt: user.createdAt.toISOString(),
  };
}
