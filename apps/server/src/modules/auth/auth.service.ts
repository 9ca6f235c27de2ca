import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  AccountMessage,
  ErrorCode,
  type AuthResponse,
  type RegisterResponse,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { OtpService } from '../otp';
import { mobileNumberOrRefuse } from '../sms';
import { emailTaken, type UserRow, type UsersService } from '../users';
import type { WelcomeCredits } from '../welcome-credits';
import type { GoogleVerifier } from './google-verifier';
import { sessionResponse } from './session-response';
import type { SignInGuard } from './sign-in-guard';
import type { TokenService } from './tokens';
import type { ApiKeyCheck } from './authenticate';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  actualName: string;
  phoneNumber: string;
  countryCode?: string;
  empField: string;
  rememberMe: boolean;
}

const usernameTaken = () => AppError.conflict(AccountMessage.usernameTaken, { field: 'username' });

export const GoogleMessage = {
  unavailable: 'Google sign-in is not available on this store.',
  failed: 'Google login failed. Please try again.',
  otherGoogleAccount:
    'The account with this email is linked to a different Google account. Sign in with that ' +
    'Google account, or with your email and password.',
} as const;

/**
 * Google sign-in on a store without a Google client id: a feature switched off, so 404 as for
 * anything the store does not have, not 503, which says "try again later" and pages an operator.
 */
export const googleUnavailable = () => AppError.notFound(GoogleMessage.unavailable);

/** Sign-up, sign-in (password and Google) and password reset. */
export class AuthService {
  constructor(
    private readonly deps: {
      db: Db;
      users: UsersService;
      tokens: TokenService;
      otp: OtpService;
      /** False when the owner turned phone verification off: numbers are stored unproved. */
      phoneVerification: boolean;
      signInGuard: SignInGuard;
      /** Pays a new account its sign-up bonus, once per person. */
      welcome: Pick<WelcomeCredits, 'grantSignupBonus'>;
      google?: GoogleVerifier;
      /** A new password revokes the account's API keys, in its transaction (ADR 47). */
      apiKeys: Pick<ApiKeyCheck, 'revokeAccountKeys'>;
    },
  ) {}

  /** Whether Google sign-in is configured (GOOGLE_CLIENT_ID). */
  get googleAvailable(): boolean {
    return this.deps.google !== undefined;
  }

  async register(input: RegisterInput): Promise<RegisterResponse> {
    const { db, users, otp, phoneVerification } = this.deps;
    const phoneNumber = mobileNumberOrRefuse(input.phoneNumber).e164;
    // Hash before the transaction: PGlite has one connection, and argon2 takes tens of milliseconds.
    const passwordHash = await hash(input.password);
    const { user, notice } = await db.transaction(async (tx) => {
      if (await users.findByEmail(input.email, tx)) throw emailTaken();
      if (await users.isUsernameTaken(input.username, undefined, tx)) throw usernameTaken();
      const emailKey = { channel: 'email', target: input.email, purpose: 'register' } as const;
      if (!(await otp.consumeVerified(tx, emailKey))) {
        throw AppError.badRequest(AccountMessage.verifyEmailFirst, { field: 'email' });
      }
      if (phoneVerification) {
        // Checked again here: codes for one number may have been verified for several sign-ups.
        await users.assertPhoneNumberFree(phoneNumber, tx);
        if (!(await otp.consumeVerifiedPhone(tx, phoneNumber))) {
          throw AppError.badRequest(AccountMessage.verifyPhoneFirst, { field: 'phoneNumber' });
        }
      }
      const created = await users.create(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        actualName: input.actualName,
        phoneNumber,
        phoneVerified: phoneVerification,
        countryCode: input.countryCode ?? '',
        empField: input.empField,
      });
      return this.welcomed(tx, created);
    });
    return { ...(await this.session(user, input.rememberMe)), ...notice };
  }

  /** `address` is the client's, for the limits on wrong passwords (see SignInGuard). */
  async login(
    email: string,
    password: string,
    rememberMe: boolean,
    address: string,
  ): Promise<AuthResponse> {
    const { users, signInGuard } = this.deps;
    await signInGuard.admit(email, address);
    const user = await users.findByEmail(email);
    // Verify against a hash even for an unknown email, so timing does not reveal which emails exist.
    const storedHash = user?.passwordHash ?? (await dummyHash());
    const valid = await verify(storedHash, password).catch(() => false);
    if (!user || !user.passwordHash || !valid) {
      await signInGuard.failed(email, address);
      throw new AppError(ErrorCode.Unauthorized, 401, AccountMessage.invalidCredentials);
    }
    await signInGuard.succeeded(email, address);
    return this.session(user, rememberMe);
  }

  async googleSignIn(
    idToken: string,
    rememberMe: boolean,
  ): Promise<RegisterResponse & { isNewUser: boolean }> {
    const { db, users, google } = this.deps;
    if (!google) throw googleUnavailable();
    const identity = await google.verify(idToken);
    if (!identity) throw new AppError(ErrorCode.Unauthorized, 401, GoogleMessage.failed);
    const { user, isNewUser, notice } = await db.transaction(async (tx) => {
      // The subject is who the Google account is; an email address can change hands.
      const linked = await users.findByGoogleSubject(identity.subject, tx);
      if (linked) return { user: linked, isNewUser: false, notice: {} };
      const sameEmail = await users.findByEmail(identity.email, tx);
      if (sameEmail) {
        // Google vouched for the address, so an account with it and no Google account yet is this
        // person's: link them, once. The condition is in the update, so of two racing sign-ins with
        // different subjects only one links.
        const user = await users.linkGoogleSubject(tx, sameEmail.id, identity.subject, {
          profilePicture: sameEmail.profilePicture || identity.picture,
        });
        // Linked to another Google account: a new one with the same address must not take it over.
        if (!user) throw AppError.conflict(GoogleMessage.otherGoogleAccount, { field: 'email' });
        return { user, isNewUser: false, notice: {} };
      }
      const created = await users.create(tx, {
        username: await users.freeUsername(tx, identity.email),
        email: identity.email,
        actualName: identity.name,
        profilePicture: identity.picture,
        isGoogleUser: true,
        googleSubject: identity.subject,
      });
      return { ...(await this.welcomed(tx, created)), isNewUser: true };
    });
    return { ...(await this.session(user, rememberMe)), isNewUser, ...notice };
  }

  async checkUserExists(email: string): Promise<void> {
    if (!(await this.deps.users.findByEmail(email))) {
      throw AppError.notFound(AccountMessage.noUserWithEmail);
    }
  }

  async resetPassword(email: string, newPassword: string): Promise<void> {
    const { db, users, otp } = this.deps;
    const passwordHash = await hash(newPassword);
    await db.transaction(async (tx) => {
      const user = await users.findByEmail(email, tx);
      if (!user) throw AppError.notFound(AccountMessage.noUserWithEmail);
      const verified = await otp.consumeVerified(tx, {
        channel: 'email',
        target: email,
        purpose: 'reset',
      });
      if (!verified) throw AppError.badRequest(AccountMessage.verifyEmailFirst, { field: 'email' });
      // A new token version signs out every session that used the old password; its keys go too.
      await users.update(tx, user.id, { passwordHash, tokenVersion: user.tokenVersion + 1 });
      await this.deps.apiKeys.revokeAccountKeys(tx, user.id);
    });
  }

  session(user: UserRow, rememberMe: boolean): Promise<AuthResponse> {
    return sessionResponse(this.deps.tokens, user, rememberMe);
  }

  /** A new account with its sign-up bonus, or the notice of why it has none. */
  private async welcomed(tx: Tx, user: UserRow) {
    const { balanceAfter, withheld } = await this.deps.welcome.grantSignupBonus(tx, user);
    return {
      user: { ...user, credits: balanceAfter },
      notice: withheld === undefined ? {} : { notice: withheld },
    };
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(16).toString('hex'));
  return dummy;
}
