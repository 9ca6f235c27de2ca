import {
  AccountMessage,
  PROFILE_COMPLETION_CREDITS,
  type UpdateProfileResponse,
  type UserProfile,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TokenClaims, TokenService } from '../auth';
import type { CommerceService } from '../commerce';
import type { LikesService } from '../likes';
import type { PaymentsService } from '../payments';
import {
  isProfileIncomplete,
  toUserProfile,
  type ProfileLists,
  type UserChanges,
  type UserRow,
  type UsersService,
} from '../users';
import type { WelcomeCredits } from '../welcome-credits';

export interface ProfileChanges {
  username?: string;
  actualName?: string;
  phoneNumber?: string;
  countryCode?: string;
  empField?: string;
  profilePicture?: string;
}

/** The signed-in user's own profile: reading it, editing it, and the one-time completion award. */
export class ProfileService {
  constructor(
    private readonly deps: {
      db: Db;
      users: UsersService;
      tokens: TokenService;
      likes: LikesService;
      commerce: CommerceService;
      payments: PaymentsService;
      /** Pays the profile award, once per person. */
      welcome: Pick<WelcomeCredits, 'grantProfileAward'>;
    },
  ) {}

  /** The profile as the browser reads it, with what the user liked, keeps in the cart and bought. */
  async profileOf(user: UserRow): Promise<UserProfile> {
    return toUserProfile(user, await this.listsOf(user.id));
  }

  private async listsOf(userId: string): Promise<ProfileLists> {
    const [likedTemplates, lists, creditPurchaseHistory] = await Promise.all([
      this.deps.likes.likedIds(userId),
      this.deps.commerce.profileLists(userId),
      this.deps.payments.history(userId),
    ]);
    return { likedTemplates, ...lists, creditPurchaseHistory };
  }

  async update(
    user: UserRow,
    claims: TokenClaims,
    changes: ProfileChanges,
  ): Promise<UpdateProfileResponse> {
    const { db, users, tokens } = this.deps;
    const result = await db.transaction(async (tx) => {
      const current = (await users.findById(user.id, tx)) ?? user;
      const updates = changedFields(current, changes);
      const usernameChanged = updates.username !== undefined;
      if (usernameChanged && (await users.isUsernameTaken(updates.username!, current.id, tx))) {
        throw AppError.conflict(AccountMessage.usernameTaken, { field: 'username' });
      }
      let updated = Object.keys(updates).length
        ? await users.update(tx, current.id, updates)
        : current;

      // Completing the profile pays out once per account, ever: the flag and the ledger's unique
      // cause both guard it. Once per person too: an account whose email or phone number was a
      // closed account's gets none, and the flag settles that for good.
      let creditsAwardedAmount = 0;
      let withheld: string | undefined;
      if (
        isProfileIncomplete(current) &&
        !isProfileIncomplete(updated) &&
        !current.profileCompletionAwarded
      ) {
        const award = await this.deps.welcome.grantProfileAward(tx, updated);
        updated = await users.update(tx, current.id, { profileCompletionAwarded: true });
        updated = { ...updated, credits: award.balanceAfter };
        if (award.applied) creditsAwardedAmount = PROFILE_COMPLETION_CREDITS;
        withheld = award.withheld;
      }
      return { updated, usernameChanged, creditsAwardedAmount, withheld };
    });

    const newToken = result.usernameChanged
      ? await tokens.issue({ ...claims, username: result.updated.username })
      : undefined;
    return {
      message: result.withheld ?? AccountMessage.profileUpdated,
      user: await this.profileOf(result.updated),
      usernameChanged: result.usernameChanged,
      ...(newToken ? { newToken } : {}),
      creditsAwarded: result.creditsAwardedAmount > 0,
      creditsAwardedAmount: result.creditsAwardedAmount,
    };
  }

  async isUsernameAvailable(username: string, userId: string): Promise<boolean> {
    return !(await this.deps.users.isUsernameTaken(username, userId));
  }
}

/** The profile fields a user may edit; each is the column of the same name. */
const editableFields = [
  'username',
  'actualName',
  'phoneNumber',
  'countryCode',
  'empField',
  'profilePicture',
] as const satisfies readonly (keyof ProfileChanges & keyof UserRow)[];

/** Only what differs from the stored profile is written; the same value again is no change. */
function changedFields(current: UserRow, changes: ProfileChanges): UserChanges {
  const updates: UserChanges = {};
  for (const field of editableFields) {
    const value = changes[field];
    if (value !== undefined && value !== current[field]) updates[field] = value;
  }
  // A number typed here was proved by no code.
  if (updates.phoneNumber !== undefined) updates.phoneVerified = false;
  return updates;
}
