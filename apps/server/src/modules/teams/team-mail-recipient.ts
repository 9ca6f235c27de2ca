import type { MailRecipientOf } from '../mail';
import { findOwnerId } from './teams.repository';

/**
 * Who is mailed about what an account made (ADR 59): the member who made it for a team; what a
 * team's API key made (no member), the team's owner, since a team's own address reaches no one;
 * a person's, the person.
 */
export const teamMailRecipient: MailRecipientOf = async (db, { accountId, madeBy }) =>
  madeBy ?? (await findOwnerId(db, accountId)) ?? accountId;
