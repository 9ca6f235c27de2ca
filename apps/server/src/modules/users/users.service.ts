import { randomBytes } from 'node:crypto';
import {
  AccountMessage,
  MAX_ACCOUNTS_PER_PHONE_NUMBER,
  type OtpPurpose,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { adminAccounts, isClosedAccount, setRoleByEmail } from './account-roles';
import { AppError } from '../../http/app-error';
import {
  countAccounts,
  countUsersWithPhoneNumber,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUserEmails,
  insertUser,
  isUsernameTaken,
  linkGoogleSubject,
  updateUser,
  type NewUser,
  type UserChanges,
} from './users.repository';
import type { UserRow } from './users.schema';

export const emailTaken = () =>
  AppError.conflict('An account with this email already exists. Please sign in instead.', {
    field: 'email',
  });
export const PHONE_NUMBER_USED_UP =
  `This phone number already verifies ${MAX_ACCOUNTS_PER_PHONE_NUMBER} accounts, the most one ` +
  'number may. Please use another phone number, or sign in to one of those accounts.';
const phoneNumberUsedUp = () => AppError.conflict(PHONE_NUMBER_USED_UP, { field: 'phoneNumber' });

/**
 * The accounts store: who exists, under which email, username, phone number and Google account.
 * Every method runs in the caller's transaction when given one (`tx`), else on its own.
 */
export class UsersService {
  constructor(private readonly db: Db) {}

  /** Sets an account's role by its email; undefined when no open account has that address. */
  setRoleByEmail(email: string, role: 'user' | 'admin') {
    return setRoleByEmail(this.db, email, role);
  }

  /** The accounts with the admin role, by email. */
  adminAccounts() {
    return adminAccounts(this.db);
  }

  /** Whether the account was closed by its owner (ADR 31); false for an unknown one too. */
  isClosed(id: string, tx: Tx = this.db): Promise<boolean> {
    return isClosedAccount(tx, id);
  }

  /** Every account of the store, closed ones too: a store moves only into a database with none. */
  countAccounts(tx: Tx = this.db): Promise<number> {
    return countAccounts(tx);
  }

  findById(id: string, tx: Tx = this.db): Promise<UserRow | undefined> {
    return findUserById(tx, id);
  }

  /** The emails of these accounts, by id. */
  emailsOf(ids: readonly string[], tx: Tx = this.db): Promise<Map<string, string>> {
    return findUserEmails(tx, ids);
  }

  findByEmail(email: string, tx: Tx = this.db): Promise<UserRow | undefined> {
    return findUserByEmail(tx, email);
  }

  findByGoogleSubject(subject: string, tx: Tx = this.db): Promise<UserRow | undefined> {
    return findUserByGoogleSubject(tx, subject);
  }

  /** Usernames are unique regardless of case; `exceptUserId` may already hold it. */
  isUsernameTaken(username: string, exceptUserId?: string, tx: Tx = this.db): Promise<boolean> {
    return isUsernameTaken(tx, username, exceptUserId);
  }

  create(tx: Tx, user: NewUser): Promise<UserRow> {
    return insertUser(tx, user);
  }

  update(tx: Tx, id: string, changes: UserChanges): Promise<UserRow> {
    return updateUser(tx, id, changes);
  }

  /** Links a Google account once; undefined when the user already has one linked. */
  linkGoogleSubject(
    tx: Tx,
    id: string,
    subject: string,
    changes: UserChanges = {},
  ): Promise<UserRow | undefined> {
    return linkGoogleSubject(tx, id, subject, changes);
  }

  /** Registration needs an email nobody uses, a password reset one that an account uses. */
  async assertEmailFitsPurpose(email: string, purpose: OtpPurpose, tx: Tx = this.db) {
    const exists = (await findUserByEmail(tx, email)) !== undefined;
    if (purpose === 'register' && exists) throw emailTaken();
    if (purpose === 'reset' && !exists) throw AppError.notFound(AccountMessage.noUserWithEmail);
  }

  /**
   * A phone number verifies at most MAX_ACCOUNTS_PER_PHONE_NUMBER accounts; numbers typed without
   * a code do not count, or anyone could use up a stranger's number.
   */
  async assertPhoneNumberFree(phoneNumber: string, tx: Tx = this.db): Promise<void> {
    if ((await countUsersWithPhoneNumber(tx, phoneNumber)) >= MAX_ACCOUNTS_PER_PHONE_NUMBER) {
      throw phoneNumberUsedUp();
    }
  }

  /** A username from the local part of an email, with digits added until it is free. */
  async freeUsername(tx: Tx, email: string): Promise<string> {
    const base = (email.split('@')[0] ?? 'user')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .slice(0, 20)
      .padEnd(3, '0');
    if (!(await isUsernameTaken(tx, base))) return base;
    for (;;) {
      const candidate = `${base}${randomBytes(2).readUInt16BE() % 10_000}`;
      if (!(await isUsernameTaken(tx, candidate))) return candidate;
    }
  }
}
