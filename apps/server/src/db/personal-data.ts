import type { Db, Tx } from './database';

/** The account being closed or exported, as its row was before closing changed it. */
export interface PersonalDataOwner {
  id: string;
  email: string;
  phoneNumber: string;
  tokenVersion: number;
}

/** A file of the person's own to pack beside the data: where it is stored, and its name in the ZIP. */
export interface ExportFile {
  key: string;
  path: string;
}

/** Collects the files an export step names, in the order the steps name them. */
export interface ExportFiles {
  /** Adds the stored file under `path` in the ZIP and answers the path, or null without a key. */
  add(key: string | null, path: string): string | null;
}

/**
 * One module's part in closing and exporting an account (ADR 39). Each module that keeps rows about
 * a person contributes one step for its own tables; the account module runs the steps in order and
 * reads or writes none of their tables. Closing runs every `erase` in the one transaction that
 * closes the account, so a step that fails rolls back every step before it; `eraseFiles` runs in
 * the `erase-account-files` job once that transaction has committed, and may run again after a
 * failure, so it picks up where it stopped.
 */
export interface PersonalDataStep {
  /** The module that owns the tables, for messages. */
  module: string;
  /**
   * Every table of the module that names a person (by SQL name): the step erases, anonymises or,
   * for records the store must keep (the ledger, licences, the audit log), keeps them on purpose.
   */
  tables: readonly string[];
  /** What the module holds about the person, under its own keys of `frameshop-data.json`. */
  exportData?(tx: Tx, userId: string, files: ExportFiles): Promise<Record<string, unknown>>;
  /** At closing, inside the closing transaction, whose caller holds the account's row lock. */
  erase?(tx: Tx, owner: PersonalDataOwner): Promise<void>;
  /** After closing: the module's stored files of the person, deleted with their rows. */
  eraseFiles?(db: Db, userId: string): Promise<void>;
}

/** Everything the store holds about one person: `frameshop-data.json` and the files beside it. */
export interface AccountData {
  data: Record<string, unknown>;
  files: ExportFile[];
}
