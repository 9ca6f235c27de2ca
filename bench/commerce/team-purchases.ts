import { randomUUID } from 'node:crypto';
import { commerceEndpoints, TEAM_HEADER } from '@frameshop/contract';
import type { Database } from '../../apps/server/src/db/database';
import { teamMembers, teams, users } from '../../apps/server/src/db/schema';
import type { TemplateRow } from '../../apps/server/src/modules/catalogue';
import type { CommerceService } from '../../apps/server/src/modules/commerce';
import { applyCreditChange, type TeamSpender } from '../../apps/server/src/modules/credits';
import { storeMonthOf } from '../../apps/server/src/modules/teams/store-month';
import { purchaseDirectly } from './direct-purchase';
import type { Operation } from './operation';
import type { Shopper } from './shoppers';

/** Members of each bench team: as many as buy at once from one balance. */
export const TEAM_SIZE = 8;

export interface BenchTeam {
  teamId: string;
  name: string;
  members: Shopper[];
}

export interface PlannedTeamPurchase {
  team: BenchTeam;
  member: Shopper;
  templateId: number;
}

/**
 * The shoppers in teams of TEAM_SIZE, each team an account of its own (ADR 59) with `credits` on
 * its balance and no member limit (a limit is a number compared under the same lock).
 */
export async function createTeams(
  database: Database,
  shoppers: Shopper[],
  credits: number,
): Promise<BenchTeam[]> {
  const made: BenchTeam[] = [];
  for (let start = 0; start + TEAM_SIZE <= shoppers.length; start += TEAM_SIZE) {
    const teamId = randomUUID();
    const name = `Bench Team ${made.length + 1}`;
    const members = shoppers.slice(start, start + TEAM_SIZE);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: teamId,
        kind: 'team',
        username: `team-${teamId}`,
        email: `team-${teamId}@teams.invalid`,
        actualName: name,
      });
      await tx.insert(teams).values({ accountId: teamId, name });
      await tx.insert(teamMembers).values(
        members.map((member, index) => ({
          teamId,
          userId: member.userId,
          role: index === 0 ? ('owner' as const) : ('member' as const),
        })),
      );
      await applyCreditChange(tx, {
        userId: teamId,
        delta: credits,
        reason: 'admin_adjustment',
        reference: null,
      });
    });
    made.push({ teamId, name, members });
  }
  return made;
}

/**
 * Each team's members buy `templates` as the team, TEAM_SIZE at a time: in round r every member
 * buys the round's template of their own, so the TEAM_SIZE purchases next to each other (in flight
 * together) are one team's, each by a different member, from one balance. Round by round over all
 * the teams, as a shopper's purchases go round the popular templates (purchasePlan): no member has
 * two in flight at once, and the plan is as long as the persons' when each member buys as many
 * templates as a shopper does, so the turns of both run for the same time.
 */
function teamPurchasePlan(
  benchTeams: BenchTeam[],
  templates: TemplateRow[],
): PlannedTeamPurchase[] {
  const rounds = Math.ceil(templates.length / TEAM_SIZE);
  return Array.from({ length: rounds }, (_, round) =>
    benchTeams.flatMap((team) =>
      templates.slice(round * TEAM_SIZE, (round + 1) * TEAM_SIZE).map((template, index) => ({
        team,
        member: team.members[index]!,
        templateId: template.id,
      })),
    ),
  ).flat();
}

/** POST /api/purchase-template with `Frameshop-Team`, in the order of teamPurchasePlan. */
export function teamPurchaseOperation(
  commerce: CommerceService,
  benchTeams: BenchTeam[],
  templates: TemplateRow[],
): Operation<PlannedTeamPurchase> {
  const { method, path } = commerceEndpoints.purchaseTemplate;
  const month = storeMonthOf(new Date(), 'UTC');
  const each = Math.ceil(templates.length / TEAM_SIZE);
  return {
    name: 'team purchase',
    endpoint: `${method} ${path}`,
    summary: `${TEAM_SIZE} members of each team buy ${each} template(s) each, ${TEAM_SIZE} at once, as the team`,
    plan: teamPurchasePlan(benchTeams, templates),
    http: ({ team, member, templateId }) => ({
      method,
      path,
      token: member.token,
      headers: { [TEAM_HEADER]: team.teamId },
      body: { templateId: String(templateId), templateType: 'video' },
      status: 200,
      expect: { field: 'alreadyPurchased', equals: false, otherwise: 'answered already purchased' },
    }),
    service: async ({ team, member, templateId }) => {
      const spender: TeamSpender = {
        userId: member.userId,
        month,
        teamName: team.name,
        monthlyLimit: null,
      };
      const buyer = { userId: team.teamId, member: spender, isIndianUser: false };
      const answer = await commerce.purchase(buyer, templateId, undefined, randomUUID());
      return answer.alreadyPurchased ? 'answered already purchased' : undefined;
    },
    direct: (query, { team, member, templateId }) =>
      purchaseDirectly(query, {
        userId: team.teamId,
        templateId,
        member: { userId: member.userId, month },
      }),
  };
}
