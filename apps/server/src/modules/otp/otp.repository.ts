import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { otpCodes, type OtpRow } from './otp.schema';

export type OtpKey = Pick<OtpRow, 'channel' | 'target' | 'purpose'>;

const matches = (key: OtpKey) =>
  and(
    eq(otpCodes.channel, key.channel),
    eq(otpCodes.target, key.target),
    eq(otpCodes.purpose, key.purpose),
  );

export async function findOtpForUpdate(tx: Tx, key: OtpKey) {
  const [row] = await tx.select().from(otpCodes).where(matches(key)).for('update');
  return row;
}

export async function replaceOtp(tx: Tx, row: OtpRow) {
  await tx
    .insert(otpCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [otpCodes.channel, otpCodes.target, otpCodes.purpose],
      set: {
        codeHash: row.codeHash,
        sentAt: row.sentAt,
        expiresAt: row.expiresAt,
        wrongAttempts: 0,
        verifiedAt: null,
        consumedAt: null,
      },
    });
}

export async function deleteOtp(tx: Tx, key: OtpKey) {
  await tx.delete(otpCodes).where(matches(key));
}

export async function recordWrongAttempt(tx: Tx, key: OtpKey) {
  const [row] = await tx
    .update(otpCodes)
    .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
    .where(matches(key))
    .returning({ wrongAttempts: otpCodes.wrongAttempts });
  return row?.wrongAttempts ?? 0;
}

export async function markOtpVerified(tx: Tx, key: OtpKey, at: Date) {
  await tx.update(otpCodes).set({ verifiedAt: at }).where(matches(key));
}

/** Marks a verified, unconsumed code used; answers whether there was one verified since `since`. */
export async function consumeVerifiedOtp(tx: Tx, key: OtpKey, since: Date, at: Date) {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: at })
    .where(and(matches(key), gte(otpCodes.verifiedAt, since), isNull(otpCodes.consumedAt)))
    .returning({ target: otpCodes.target });
  return rows.length > 0;
}
