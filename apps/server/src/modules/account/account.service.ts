import { hash, verify } from '@node-rs/argon2';
import {
  AccountControlMessage,
  AccountMessage,
  type AuthResponse,
  type CloseAccountRequest,
  type UserProfile,
} from '@frameshop/contract';
import type { CallerLog } from '../../observability';
import type { Db } from '../../db/database';
import type { PersonalDataStep } from '../../db/personal-data';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import {
  sessionResponse,
  type ApiKeyCheck,
  type GoogleVerifier,
  type SignInGuard,
  type TokenClaims,
  type TokenService,
} from '../auth';
import type { JobPayloads, JobQueue } from '../../jobs';
import { commerceRecords } from '../commerce';
import { closeAccountRows } from './personal-data-steps';
import type { Mailer } from '../mail';
import { emailChangeKey, type OtpSent, type OtpService } from '../otp';
import { emailTaken, toUserProfile, type UserRow, type UsersService } from '../users';

export interface AccountServiceDependencies {
  db: Db;
  users: UsersService;
  tokens: TokenService;
  otp: OtpService;
  /** Wrong current passwords count as wrong sign-in passwords do. */
  signInGuard: SignInGuard;
  mailer: Mailer;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  /** Each module's step of closing an account, in order (ADR 39). */
  personalData: readonly PersonalDataStep[];
  /** Proves a Google-only account's owner at closing; absent when Google sign-in is off. */
  google?: GoogleVerifier;
  /** A new password revokes the account's API keys, in its transaction (ADR 47). */
  apiKeys: Pick<ApiKeyCheck, 'revokeAccountKeys'>;
}

const closedAnswer = { closed: true as const, message: AccountControlMessage.accountClosed };

/**
 * What a signed-in person changes about their own account. Signing out elsewhere is a new token
 * version: every token issued before it stops working at its next request.
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDependencies) {}

  /** The current password proves it is the owner; every session but the answer's new one ends. */
  async changePassword(
    { user, claims }: { user: UserRow; claims: TokenClaims },
    change: { currentPassword: string; newPassword: string },
    address: string,
  ): Promise<AuthResponse & { message: string }> {
    const { db, users } = this.deps;
    if (!user.passwordHash) throw AppError.badRequest(AccountControlMessage.noPasswordYet);
    await this.checkPassword(user, user.passwordHash, change.currentPassword, {
      address,
      field: 'currentPassword',
    });
    if (change.currentPassword === change.newPassword) {
      throw AppError.badRequest(AccountControlMessage.samePassword, { field: 'newPassword' });
    }
    const passwordHash = await hash(change.newPassword);
    const updated = await db.transaction(async (tx) => {
      const current = await users.findById(user.id, tx);
      if (!current) throw AppError.notFound('That account no longer exists.');
      await this.deps.apiKeys.revokeAccountKeys(tx, user.id);
      return users.update(tx, user.id, { passwordHash, tokenVersion: current.tokenVersion + 1 });
    });
    return {
      message: AccountControlMessage.passwordChanged,
      ...(await sessionResponse(this.deps.tokens, updated, claims.rememberMe)),
    };
  }

  async signOutEverywhere(user: UserRow): Promise<{ message: string }> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.users.findById(user.id, tx);
      if (current) {
        await this.deps.users.update(tx, user.id, { tokenVersion: current.tokenVersion + 1 });
      }
    });
    return { message: AccountControlMessage.signedOutEverywhere };
  }

  /**
   * Sends the code to the new address; nothing changes until it comes back. `log` is the asking
   * request's, as in `confirmEmailChange`.
   */
  async startEmailChange(user: UserRow, email: string, log: CallerLog): Promise<OtpSent> {
    if (email === user.email) throw AppError.badRequest(AccountControlMessage.sameEmail);
    return this.deps.otp.sendEmailChangeCode(user.id, email, log);
  }

  /**
   * The code from the new address moves the account there (an address another account took
   * meanwhile is refused), and the old address is told, so a change its owner did not make is seen.
   */
  async confirmEmailChange(
    user: UserRow,
    email: string,
    code: string,
    log: CallerLog,
  ): Promise<{ message: string; user: UserProfile }> {
    const { otp, db, users, mailer } = this.deps;
    const key = emailChangeKey(user.id, email);
    await otp.verify(key, code);
    const updated = await db.transaction(async (tx) => {
      if (!(await otp.consumeVerified(tx, key))) {
        throw AppError.badRequest('No code was sent to this address yet. Please request one.');
      }
      if (await users.findByEmail(email, tx)) throw emailTaken();
      return users.update(tx, user.id, { email }).catch((error: unknown) => {
        // Taken between the check and the write by another account's change or sign-up.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      });
    });
    await mailer
      .send(
        {
          to: user.email,
          subject: 'Your Frameshop email address was changed',
          text:
            `The email address of your Frameshop account (${user.username}) was changed to ` +
            `${email}.\n\nIf you did not make this change, reply to this email or contact ` +
            'support at once.',
        },
        log,
      )
      .catch((error: unknown) => {
        log.error({ err: error }, 'telling the old address of an email change failed');
      });
    return { message: AccountControlMessage.emailChanged, user: toUserProfile(updated) };
  }

  /**
   * Closes the account of a session (ADR 31) once its owner proved it is them. A replay with the
   * same session, after the account closed, answers the same; any other stale session is refused.
   */
  async close(
    claims: TokenClaims,
    proof: CloseAccountRequest,
    address: string,
  ): Promise<typeof closedAnswer> {
    const { db, users } = this.deps;
    const user = await users.findById(claims.userId);
    if (!user) throw AppError.unauthorized(AccountMessage.sessionExpired);
    if (user.closedAt && user.tokenVersion === claims.tokenVersion + 1) return closedAnswer;
    if (user.closedAt || user.tokenVersion !== claims.tokenVersion) {
      throw AppError.unauthorized(AccountMessage.sessionExpired);
    }
    await this.proveOwner(user, proof, address);
    await db.transaction(async (tx) => {
      // Under the account's lock, so two closings at once close it once.
      await commerceRecords.lockBuyer(tx, user.id);
      const current = await users.findById(user.id, tx);
      if (!current || current.closedAt) return;
      await closeAccountRows(tx, current, this.deps.personalData, this.deps.jobs);
    });
    return closedAnswer;
  }

  /** The password, or for an account without one a Google credential of its own Google account. */
  private async proveOwner(user: UserRow, proof: CloseAccountRequest, address: string) {
    const { google } = this.deps;
    if (user.passwordHash && proof.password !== undefined) {
      await this.checkPassword(user, user.passwordHash, proof.password, {
        address,
        field: 'password',
      });
      return;
    }
    if (proof.googleCredential !== undefined && user.googleSubject && google) {
      const identity = await google.verify(proof.googleCredential);
      if (identity?.subject !== user.googleSubject) {
        throw AppError.forbidden(AccountControlMessage.googleDoesNotMatch);
      }
      return;
    }
    throw AppError.badRequest(
      user.passwordHash
        ? AccountControlMessage.closeNeedsProof
        : AccountControlMessage.closeNeedsGoogle,
      { field: 'password' },
    );
  }

  /** A wrong password counts against the account and the address as a wrong sign-in does. */
  private async checkPassword(
    user: UserRow,
    passwordHash: string,
    password: string,
    { address, field }: { address: string; field: string },
  ): Promise<void> {
    const { signInGuard } = this.deps;
    await signInGuard.admit(user.email, address);
    if (!(await verify(passwordHash, password).catch(() => false))) {
      await signInGuard.failed(user.email, address);
      throw AppError.badRequest(AccountControlMessage.currentPasswordWrong, { field });
    }
    await signInGuard.succeeded(user.email, address);
  }
}
