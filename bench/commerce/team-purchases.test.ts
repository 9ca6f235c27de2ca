import { describe, expect, it } from 'vitest';
import type { TemplateRow } from '../../apps/server/src/modules/catalogue';
import type { CommerceService } from '../../apps/server/src/modules/commerce';
import type { Shopper } from './shoppers';
import { TEAM_SIZE, teamPurchaseOperation, type BenchTeam } from './team-purchases';

const teams: BenchTeam[] = Array.from({ length: 3 }, (_, team) => ({
  teamId: `team-${team}`,
  name: `Team ${team}`,
  members: Array.from(
    { length: TEAM_SIZE },
    (_, member) => ({ userId: `member-${team}-${member}` }) as Shopper,
  ),
}));
const templates = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as TemplateRow);
const planOf = (count: number) =>
  teamPurchaseOperation(undefined as unknown as CommerceService, teams, templates(count)).plan;

describe("the team purchases' plan", () => {
  it('has every team buy every template once, as long as the templates times the teams', () => {
    const plan = planOf(TEAM_SIZE * 5);
    expect(plan).toHaveLength(teams.length * TEAM_SIZE * 5);
    for (const team of teams) {
      const bought = plan.filter((job) => job.team === team).map((job) => job.templateId);
      expect(bought.sort((a, b) => a - b)).toEqual(templates(TEAM_SIZE * 5).map((t) => t.id));
    }
  });

  it("puts a team's members side by side, each once, and a member's purchases a round apart", () => {
    const plan = planOf(TEAM_SIZE * 2);
    for (let start = 0; start < plan.length; start += TEAM_SIZE) {
      const together = plan.slice(start, start + TEAM_SIZE);
      expect(new Set(together.map((job) => job.team)).size).toBe(1);
      expect(new Set(together.map((job) => job.member)).size).toBe(TEAM_SIZE);
    }
    const firstOfMember = plan.findIndex((job) => job.member === teams[0]!.members[0]);
    const secondOfMember = plan.findLastIndex((job) => job.member === teams[0]!.members[0]);
    expect(secondOfMember - firstOfMember).toBe(teams.length * TEAM_SIZE);
  });

  it('takes fewer templates than members: one each for the first members', () => {
    const plan = planOf(3);
    expect(plan).toHaveLength(teams.length * 3);
    expect(plan.slice(0, 3).map((job) => job.member)).toEqual(teams[0]!.members.slice(0, 3));
  });
});
