/**
 * Every team query lives under the signed-in user's scope ('me'), so signing out drops them; the
 * list and the person's own balance do not depend on who pays, so choosing a payer keeps them.
 */
export const teamKeys = {
  all: ['me', 'teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  personalCredits: () => [...teamKeys.all, 'personal-credits'] as const,
  team: (teamId: string) => [...teamKeys.all, 'team', teamId] as const,
  members: (teamId: string) => [...teamKeys.team(teamId), 'members'] as const,
  invites: (teamId: string) => [...teamKeys.team(teamId), 'invites'] as const,
  statement: (teamId: string) => [...teamKeys.team(teamId), 'statement'] as const,
};
