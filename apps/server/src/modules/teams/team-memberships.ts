import type { Db } from '../../db/database';
import type { TeamCheck, TeamMembership } from '../auth';
import { findMembership } from './teams.repository';
import { storeMonthOf } from './store-month';

/**
 * The session hooks' check of `Frameshop-Team` (ADR 59): read from the database on every request
 * that names a team, so a member removed in one process is refused at once by every other.
 */
export class TeamMemberships implements TeamCheck {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async membershipOf(
    teamId: string,
    userId: string,
    tokenVersion?: number,
  ): Promise<TeamMembership | undefined> {
    const month = this.month();
    const found = await findMembership(this.db, teamId, userId, month, tokenVersion);
    return found && { ...found, month };
  }

  /** The store's calendar month now, which a member's spend counts in. */
  month(): string {
    return storeMonthOf(this.now(), this.timeZone);
  }
}
