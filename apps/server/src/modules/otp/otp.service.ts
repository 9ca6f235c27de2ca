import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  OTP_LIFETIME_SECONDS,
  type OtpPurpose,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_WAIT_SECONDS,
  OTP_VERIFIED_WINDOW_SECONDS,
} from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { CallerLog } from '../../observability';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../mail';
import { mobileNumberOrRefuse, SmsMessage, type TextDelivery, type TextMessages } from '../sms';
import type { UsersService } from '../users';
import {
  consumeVerifiedOtp,
  deleteOtp,
  findOtpForUpdate,
  markOtpVerified,
  recordWrongAttempt,
  replaceOtp,
  type OtpKey,
} from './otp.repository';

export type { OtpKey };

/** What a sent code answers: where it went, when another may be asked for, how long it lasts. */
export interface OtpSent {
  message: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

const sent = (where: string): OtpSent => ({
  message: `We sent a 6-digit code to ${where}.`,
  resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
  expiresInSeconds: OTP_LIFETIME_SECONDS,
});

const emailText = (purpose: OtpPurpose, code: string) => ({
  subject:
    purpose === 'reset' ? 'Your Frameshop password reset code' : 'Your Frameshop verification code',
  text:
    `Your Frameshop code is ${code}.\n\n` +
    `It expires in ${OTP_LIFETIME_SECONDS / 60} minutes. ` +
    'If you did not ask for it, you can ignore this email.',
});

const emailChangeText = (code: string) => ({
  subject: 'Confirm your new Frameshop email address',
  text:
    `Your Frameshop code is ${code}.\n\n` +
    "Enter it to make this your account's email address. " +
    `It expires in ${OTP_LIFETIME_SECONDS / 60} minutes. ` +
    'If you did not ask for it, you can ignore this email: nothing changes without the code.',
});

/** The key of an account's code for moving to `email`. */
export const emailChangeKey = (userId: string, email: string): OtpKey => ({
  channel: 'email',
  target: `${userId}:${email}`,
  purpose: 'email-change',
});

const phoneText = (code: string) =>
  `Frameshop code: ${code}. It expires in ${OTP_LIFETIME_SECONDS / 60} minutes.`;

/** The key of a sign-up code texted to a number, in E.164. */
const phoneKey = (e164: string): OtpKey => ({
  channel: 'phone',
  target: e164,
  purpose: 'register',
});

export const PHONE_VERIFICATION_OFF =
  'This store does not verify phone numbers with a code: enter yours in the form, no code needed.';

const emailDeliveryFailed = () =>
  new AppError(
    ErrorCode.ServiceUnavailable,
    503,
    'We could not send the email. Please try again in a moment.',
  );

export interface OtpDependencies {
  db: Db;
  /** Keys the stored hashes of the codes. */
  hashKey: string;
  users: UsersService;
  mailer: Mailer;
  /** Phone codes: the SMS provider with its limits, or the dev mailbox. */
  textMessages: TextMessages;
  /** False when the owner turned phone verification off (PHONE_VERIFICATION=off). */
  phoneVerification: boolean;
  now?: () => Date;
}

const tooManyWrongTries = () =>
  new AppError(ErrorCode.RateLimited, 429, 'Too many wrong codes. Please request a new one.');

/**
 * One-time codes for email and phone: 6 digits, kept only as a keyed hash, valid for 10 minutes,
 * 5 wrong tries, re-sent no sooner than 60 s after the last one. A verified code lets one
 * registration or password reset through within 30 minutes, once.
 */
export class OtpService {
  private readonly db: Db;
  private readonly hashKey: string;
  private readonly now: () => Date;

  constructor(private readonly deps: OtpDependencies) {
    this.db = deps.db;
    this.hashKey = deps.hashKey;
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Emails a code: to a new address for registration, to an account's address for a reset. `log`
   * is the asking request's, as in every sending method here.
   */
  async sendEmailCode(email: string, purpose: OtpPurpose, log: CallerLog): Promise<OtpSent> {
    const { users, mailer } = this.deps;
    await users.assertEmailFitsPurpose(email, purpose);
    await this.issue({ channel: 'email', target: email, purpose }, async (code) => {
      await mailer.send({ to: email, ...emailText(purpose, code) }, log).catch((error: unknown) => {
        log.error({ err: error }, 'sending an OTP email failed');
        throw emailDeliveryFailed();
      });
    });
    return sent(email);
  }

  /** Emails a code to the address an account is moving to, which no account may have yet. */
  async sendEmailChangeCode(userId: string, email: string, log: CallerLog): Promise<OtpSent> {
    const { users, mailer } = this.deps;
    await users.assertEmailFitsPurpose(email, 'register');
    await this.issue(emailChangeKey(userId, email), async (code) => {
      await mailer.send({ to: email, ...emailChangeText(code) }, log).catch((error: unknown) => {
        log.error({ err: error }, 'sending an email change code failed');
        throw emailDeliveryFailed();
      });
    });
    return sent(email);
  }

  /**
   * Texts a sign-up code to a number that can be a mobile, in a country the store texts, and that
   * has not verified too many accounts yet. `clientAddress` is who asks, for the pumping limits.
   */
  async sendPhoneCode(
    phoneNumber: string,
    clientAddress: string,
    log: CallerLog,
  ): Promise<OtpSent> {
    const { users, textMessages } = this.deps;
    this.assertPhoneVerification();
    const number = textMessages.mobileNumber(phoneNumber);
    textMessages.assertCountryAllowed(number);
    await users.assertPhoneNumberFree(number.e164);
    const delivery = await this.issue(
      phoneKey(number.e164),
      (code) =>
        textMessages.sendCode({ to: number, body: phoneText(code), code }, clientAddress, log),
      () => textMessages.refused('number_wait'),
    );
    const answer = sent(number.display);
    return delivery === 'unconfirmed'
      ? { ...answer, message: SmsMessage.unconfirmed(number, OTP_LIFETIME_SECONDS / 60) }
      : answer;
  }

  /** Checks a texted code, the number read into E.164 as it was when the code was sent. */
  async verifyPhoneCode(phoneNumber: string, code: string): Promise<void> {
    this.assertPhoneVerification();
    await this.verify(phoneKey(mobileNumberOrRefuse(phoneNumber).e164), code);
  }

  /** Uses up a verified code for the number (E.164) in `tx`; false when there is none. */
  consumeVerifiedPhone(tx: Tx, e164: string): Promise<boolean> {
    return this.consumeVerified(tx, phoneKey(e164));
  }

  private assertPhoneVerification(): void {
    if (!this.deps.phoneVerification) throw AppError.notFound(PHONE_VERIFICATION_OFF);
  }

  /**
   * Issues a fresh code and hands it to `deliver`. If delivery fails the code is withdrawn, so the
   * user is not made to wait out the resend pause for a message that never left; a delivery that
   * is `unconfirmed` (the message may still arrive) keeps it, so the code it carries works when it
   * does. `onWait` hears of a request refused within the resend pause.
   */
  private async issue(
    key: OtpKey,
    deliver: (code: string) => Promise<TextDelivery | void>,
    onWait?: () => void,
  ): Promise<TextDelivery> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sentAt = this.now();
    await this.db.transaction(async (tx) => {
      const existing = await findOtpForUpdate(tx, key);
      if (existing) {
        const waitMs =
          existing.sentAt.getTime() + OTP_RESEND_WAIT_SECONDS * 1000 - sentAt.getTime();
        if (waitMs > 0) {
          onWait?.();
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError(
            ErrorCode.RateLimited,
            429,
            `Please wait ${aboutWait(seconds)} before requesting another code.`,
            { retryAfterSeconds: seconds },
          );
        }
      }
      await replaceOtp(tx, {
        ...key,
        codeHash: this.hash(key, code),
        sentAt,
        expiresAt: new Date(sentAt.getTime() + OTP_LIFETIME_SECONDS * 1000),
        wrongAttempts: 0,
        verifiedAt: null,
        consumedAt: null,
      });
    });
    try {
      return (await deliver(code)) ?? 'sent';
    } catch (error) {
      await deleteOtp(this.db, key);
      throw error;
    }
  }

  async verify(key: OtpKey, code: string): Promise<void> {
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const row = await findOtpForUpdate(tx, key);
      if (!row || row.consumedAt) {
        return AppError.badRequest('No code was sent to this address yet. Please request one.');
      }
      if (row.verifiedAt) return null;
      if (row.wrongAttempts >= OTP_MAX_WRONG_TRIES) return tooManyWrongTries();
      if (row.expiresAt <= now) {
        return AppError.badRequest('This code has expired. Please request a new one.');
      }
      if (!this.matches(row.codeHash, this.hash(key, code))) {
        const wrong = await recordWrongAttempt(tx, key);
        const left = OTP_MAX_WRONG_TRIES - wrong;
        if (left <= 0) return tooManyWrongTries();
        return AppError.badRequest(
          `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        );
      }
      await markOtpVerified(tx, key, now);
      return null;
    });
    // Thrown outside the transaction so the wrong-attempt count commits.
    if (outcome) throw outcome;
  }

  /** Uses up a code verified in the last 30 minutes; false when there is none. Runs in `tx`. */
  consumeVerified(tx: Tx, key: OtpKey): Promise<boolean> {
    const now = this.now();
    const since = new Date(now.getTime() - OTP_VERIFIED_WINDOW_SECONDS * 1000);
    return consumeVerifiedOtp(tx, key, since, now);
  }

  private hash(key: OtpKey, code: string): string {
    return createHmac('sha256', this.hashKey)
      .update(`${key.channel}:${key.purpose}:${key.target}:${code}`)
      .digest('hex');
  }

  private matches(stored: string, candidate: string): boolean {
    const a = Buffer.from(stored, 'hex');
    const b = Buffer.from(candidate, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
