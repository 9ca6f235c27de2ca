/**
 * The two words of teams (ADR 59) every request of the web app needs while it starts, apart from
 * the teams' schemas (see start-up-paths.ts): the header a request names its paying team with,
 * and the refusal that says the person no longer belongs to it.
 */

/** The header a request names its paying team with (its `teamId`). */
export const TEAM_HEADER = 'frameshop-team';

/** The 403 of a request naming a team its sender is not a member of. */
export const NOT_A_TEAM_MEMBER = 'You are not a member of this team';
