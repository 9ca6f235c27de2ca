import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { otpCodes } from './otp.schema';

/** Codes sent to the account's email and phone: not exported (they expire), deleted at closing. */
export const otpPersonalData: PersonalDataStep = {
  module: 'otp',
  tables: ['otp_codes'],
  async erase(tx, owner) {
    await tx.delete(otpCodes).where(
      or(
        inArray(otpCodes.target, [owner.email, owner.phoneNumber].filter(Boolean)),
        // An email change's code is keyed by the account and the new address.
        and(eq(otpCodes.purpose, 'email-change'), like(otpCodes.target, `${owner.id}:%`)),
      ),
    );
  },
};
