import type { TeamStatement } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { csvLine } from '../admin';
import { TEAM_MANAGERS } from '../auth';
import type { CreditStatementService } from '../credit-statement';
import type { TeamMemberships } from './team-memberships';
import { displayNamesOf } from '../users';
import { listMembers } from './teams.repository';
import type { TeamsService } from './teams.service';

/** Rows a CSV reads the ledger in. */
const CSV_PAGE = 500;

/**
 * A team's statement (owner and admins): the team account's ledger as the credit statement
 * explains it, each row with the member who moved the credits, and each member's month.
 */
export class TeamStatements {
  constructor(
    private readonly deps: {
      db: Db;
      teams: TeamsService;
      memberships: TeamMemberships;
      statement: CreditStatementService;
    },
  ) {}

  async page(userId: string, teamId: string, before: number | undefined): Promise<TeamStatement> {
    await this.deps.teams.member(this.deps.db, teamId, userId, TEAM_MANAGERS);
    const { entries, nextBefore } = await this.deps.statement.pageWithMembers(teamId, before);
    const names = await this.namesOf(entries);
    const members = await listMembers(this.deps.db, teamId, this.deps.memberships.month());
    return {
      entries: entries.map(({ memberUserId, ...entry }) => ({
        ...entry,
        memberName: memberUserId ? (names.get(memberUserId) ?? null) : null,
      })),
      nextBefore,
      members: members.map(({ userId: id, name, monthlyLimit, spentThisMonth }) => ({
        userId: id,
        name,
        monthlyLimit,
        spentThisMonth,
      })),
    };
  }

  /** The whole statement as CSV, read a page at a time. */
  async csv(userId: string, teamId: string): Promise<string> {
    await this.deps.teams.member(this.deps.db, teamId, userId, TEAM_MANAGERS);
    let csv = csvLine(['Date', 'Member', 'What', 'Credits', 'Balance after', 'Receipt']);
    let before: number | undefined;
    do {
      const page = await this.deps.statement.pageWithMembers(teamId, before, CSV_PAGE);
      const names = await this.namesOf(page.entries);
      for (const entry of page.entries) {
        csv += csvLine([
          entry.at,
          entry.memberUserId ? (names.get(entry.memberUserId) ?? '') : '',
          entry.description,
          entry.delta,
          entry.balanceAfter,
          entry.receiptNumber,
        ]);
      }
      before = page.nextBefore ?? undefined;
    } while (before !== undefined);
    return csv;
  }

  private namesOf(entries: { memberUserId: string | null }[]) {
    const ids = [...new Set(entries.flatMap((entry) => entry.memberUserId ?? []))];
    return displayNamesOf(this.deps.db, ids);
  }
}
