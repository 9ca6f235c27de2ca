import { TEAM_HEADER, TeamMessage, type TeamRole } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/is-uuid';
import type { Authenticated } from './authenticate';
import type { TeamSpender } from '../credits';

/** A person's membership of a team, as a spend from the team is held to it (ADR 59). */
export interface TeamMembership {
  teamId: string;
  name: string;
  role: TeamRole;
  /** Credits a calendar month; null for no limit. */
  monthlyLimit: number | null;
  /** The first day of the store's calendar month now (`YYYY-MM-01`): what a spend counts in. */
  month: string;
  /** The team's balance and the member's spend this month, as the check read them. */
  credits: number;
  spentThisMonth: number;
}

/** How the session hooks learn whether a person belongs to a team (the teams module's). */
export interface TeamCheck {
  /**
   * The person's membership, read now (so a removal is refused at once in every process);
   * undefined when they are no member, the team is closed, or — given `tokenVersion` — the
   * person's session was revoked or their account closed.
   */
  membershipOf(
    teamId: string,
    userId: string,
    tokenVersion?: number,
  ): Promise<TeamMembership | undefined>;
  /** The store's calendar month now (`YYYY-MM-01`), which a member's spend counts in. */
  month(): string;
}

/** Who pays for, and owns, what a request buys: a person's account, or a team's by a member. */
export interface Payer {
  /** The account that pays and owns: the person's own, or the team's. */
  accountId: string;
  /** Paying as a team, as one of its members (absent for a team's own API key). */
  team?: TeamMembership & { memberId: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The teams module's check, put there by the scope's session hook. */
    teamCheck?: TeamCheck;
    payerAnswer?: Promise<Payer>;
  }
}

/** The team a request names with `Frameshop-Team`, if any. */
export function namedTeamOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TEAM_HEADER];
  const teamId = Array.isArray(value) ? value[0] : value;
  return teamId === undefined || teamId === '' ? undefined : teamId;
}

export const notMember = () => AppError.forbidden(TeamMessage.notMember);

/**
 * The payer of a request by `account` (a session's or a key's): the team the request names, when
 * the person is its member; otherwise the account itself. A key made for a team is the team, and
 * names no other. `roles` narrows who may act for a team (buying packs, reading its invoices…):
 * a member outside them is refused, naming the roles.
 */
export async function resolvePayer(
  request: FastifyRequest,
  person: Pick<Authenticated['user'], 'id' | 'kind'>,
  tokenVersion?: number,
): Promise<Payer> {
  const teamId = namedTeamOf(request);
  if (person.kind === 'team') {
    if (teamId !== undefined && teamId !== person.id) throw notMember();
    return { accountId: person.id };
  }
  if (teamId === undefined) return { accountId: person.id };
  if (!isUuid(teamId) || !request.teamCheck) throw notMember();
  const membership = await request.teamCheck.membershipOf(teamId, person.id, tokenVersion);
  if (!membership) throw notMember();
  return { accountId: teamId, team: { ...membership, memberId: person.id } };
}

/**
 * A person paying as the team a request names, their membership not read yet: a purchase reads it
 * under the team's lock, with its facts (ADR 61), and refuses as `resolvePayer` would.
 */
export interface MemberClaim {
  teamId: string;
  userId: string;
  month: string;
  /** The session's token version, checked with the membership. */
  tokenVersion?: number;
}

/**
 * The team a person's request names, claimed (see MemberClaim); undefined when the request pays
 * as the account itself, or is a team's own (its payer needs no membership).
 */
export function memberClaimOf(
  request: FastifyRequest,
  person: Pick<Authenticated['user'], 'id' | 'kind'>,
  tokenVersion?: number,
): MemberClaim | undefined {
  const teamId = namedTeamOf(request);
  if (teamId === undefined || person.kind === 'team') return undefined;
  if (!isUuid(teamId) || !request.teamCheck) throw notMember();
  return { teamId, userId: person.id, month: request.teamCheck.month(), tokenVersion };
}

/** Refuses a team's member whose role is not among `roles`, naming the roles it needs. */
export function requireTeamRole(payer: Payer, roles: readonly TeamRole[]): Payer {
  if (payer.team && !roles.includes(payer.team.role)) {
    throw AppError.forbidden(TeamMessage.needsRole(rolesInWords(roles)));
  }
  return payer;
}

/** "owner or admins": the roles as a refusal names them. */
export const rolesInWords = (roles: readonly TeamRole[]) =>
  roles.map((role) => (role === 'owner' ? 'owner' : `${role}s`)).join(' or ');

/** A team payer's member as a spend is held to them (`applyCreditChange`'s `member`). */
export function teamSpenderOf(payer: Payer): TeamSpender | undefined {
  const team = payer.team;
  if (!team) return undefined;
  return {
    userId: team.memberId,
    month: team.month,
    teamName: team.name,
    monthlyLimit: team.monthlyLimit,
  };
}

/** Who may act for a team in its money matters: buying packs, receipts, invoices, webhooks. */
export const TEAM_MANAGERS: readonly TeamRole[] = ['owner', 'admin'];

/**
 * The team named in a request's path or body, for a person who belongs to it in one of `roles`:
 * 404 for a team they are no member of (another team's id is one that does not exist), 403
 * naming the roles for a member outside them.
 */
export async function memberTeamOf(
  request: FastifyRequest,
  person: Pick<Authenticated['user'], 'id'>,
  teamId: string,
  roles: readonly TeamRole[],
): Promise<TeamMembership> {
  const membership = await request.teamCheck?.membershipOf(teamId, person.id);
  if (!membership) throw AppError.notFound(TeamMessage.notFound);
  if (!roles.includes(membership.role)) {
    throw AppError.forbidden(TeamMessage.needsRole(rolesInWords(roles)));
  }
  return membership;
}
