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

/** The lists a profile carries about what the user liked, keeps in the cart and bought. */
export type ProfileLists = Pick<
  UserProfile,
  'likedTemplates' | 'purchasedTemplates' | 'cart' | 'paymentHistory' | 'creditPurchaseHistory'
>;

const noLists: ProfileLists = {
  likedTemplates: [],
  purchasedTemplates: [],
  cart: [],
  paymentHistory: [],
  creditPurchaseHistory: [],
};

/**
 * What the browser sees of a user: never the hash, the Google subject or the token version. The
 * lists come from the likes and commerce modules; sign-in answers leave them empty and the browser
 * reads them from the profile it fetches next.
 */
export function toUserProfile(user: UserRow, lists: ProfileLists = noLists): UserProfile {
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
    googleOnly: user.passwordHash === null,
    role: user.role,
    credits: user.credits,
    profileIncomplete: isProfileIncomplete(user),
    ...lists,
    createdAt: user.createdAt.toISOString(),
  };
}
