import type { Db } from '../../db/database';

/** Something an account made (a render, a batch), as its mail is addressed. */
export interface MadeForAccount {
  /** The account that owns it: a person's, or a team's (ADR 59). */
  accountId: string;
  /** The team's member who made it; null for a person's, and for a team's API key's. */
  madeBy: string | null;
}

/**
 * Who is mailed about what an account made (a user's id). The teams module answers it, and the
 * process hands it to the renders and batches mail, which cannot import that module (it reads
 * their records for the team's statement).
 */
export type MailRecipientOf = (db: Db, made: MadeForAccount) => Promise<string>;
