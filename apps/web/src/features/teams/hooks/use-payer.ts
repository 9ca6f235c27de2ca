import { useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '@frameshop/contract';
import { useChosenTeamId } from '../../../lib/payer-store';
import { personalCreditsQueryOptions, teamsQueryOptions } from '../api/payer-queries';

export interface Payer {
  /** The signed-in person's teams (empty before they load, or for someone in none). */
  teams: TeamSummary[];
  /** The team paying now; null while the person pays (or the chosen team is not among theirs). */
  team: TeamSummary | null;
  /** The paying account's balance: the team's, else the person's own; null while unknown. */
  credits: number | null;
  /** The person's own balance, for "Me" in the switcher. */
  personalCredits: number | null;
}

/**
 * Who pays for what the signed-in person (`user`, null when signed out) does now, and what they
 * could switch to.
 */
export function usePayer(user: { credits: number } | null): Payer {
  const chosen = useChosenTeamId();
  const teamsQuery = useQuery({ ...teamsQueryOptions, enabled: user !== null });
  const teams = user === null ? [] : (teamsQuery.data ?? []);
  // Only while a team pays is the person's own balance asked apart: else it is the profile's.
  const personal = useQuery({
    ...personalCreditsQueryOptions,
    enabled: user !== null && chosen !== null,
  });
  const team = chosen === null ? null : (teams.find((each) => each.teamId === chosen) ?? null);
  const personalCredits =
    user === null ? null : chosen === null ? user.credits : (personal.data ?? null);
  return { teams, team, credits: team ? team.credits : personalCredits, personalCredits };
}
