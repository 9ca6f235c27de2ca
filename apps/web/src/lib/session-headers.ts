import { NOT_A_TEAM_MEMBER, TEAM_HEADER } from '@frameshop/contract/team-header';
import { payerStore } from './payer-store';
import { tokenStore } from './token-store';

export interface SessionHeaderOptions {
  /** Asks as the person signed in even while a team pays (their own balance beside the team's). */
  asPerson?: boolean;
}

/**
 * Adds what every request of a signed-in person carries: the bearer token and, while a team is
 * chosen to pay, the team's id. Credentials the caller brought (the admin dashboard's token) stay.
 */
export function withSession(headers: Headers, { asPerson = false }: SessionHeaderOptions = {}) {
  const token = tokenStore.getToken();
  if (token === null) return headers;
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const teamId = asPerson ? null : payerStore.teamId();
  if (teamId !== null && !headers.has(TEAM_HEADER)) headers.set(TEAM_HEADER, teamId);
  return headers;
}

/**
 * A request refused because its sender is no longer a member of the team it paid as (removed, or
 * left in another tab) goes back to paying as "Me" at once, unless another payer was chosen since.
 */
export function forgetRefusedTeam(sent: Headers, status: number, message: string): void {
  if (status !== 403 || message !== NOT_A_TEAM_MEMBER) return;
  const teamId = sent.get(TEAM_HEADER);
  if (teamId !== null && payerStore.teamId() === teamId) payerStore.choose(null);
}
