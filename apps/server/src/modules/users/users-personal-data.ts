import { eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { users } from './users.schema';

/**
 * The account's own row: exported without its secrets (the password's hash, token versions), and
 * at closing its personal fields erased, so it can no longer sign in and its username and email
 * may register again. Runs last at closing: the steps before it read the row as it was.
 */
export const usersPersonalData: PersonalDataStep = {
  module: 'users',
  tables: ['users'],
  async exportData(tx, userId) {
    const [account] = await tx.select().from(users).where(eq(users.id, userId));
    if (!account) throw new Error(`No account ${userId} to export.`);
    return {
      account: {
        id: account.id,
        username: account.username,
        email: account.email,
        name: account.actualName,
        phoneNumber: account.phoneNumber,
        countryCode: account.countryCode,
        employmentField: account.empField,
        profilePicture: account.profilePicture,
        signsInWithGoogle: account.isGoogleUser,
        role: account.role,
        credits: account.credits,
        createdAt: account.createdAt,
      },
    };
  },
  async erase(tx, owner) {
    await tx
      .update(users)
      .set({
        closedAt: new Date(),
        // Unique and meaningless: the username and email are free for anyone to take again.
        username: `closed-${owner.id}`,
        email: `closed-${owner.id}@closed.invalid`,
        passwordHash: null,
        actualName: '',
        phoneNumber: '',
        countryCode: '',
        empField: '',
        profilePicture: '',
        isGoogleUser: false,
        googleSubject: null,
        tokenVersion: owner.tokenVersion + 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, owner.id));
  },
};
