import { and, asc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { TeamInviteRole, TeamRole } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { teamInvites, teamMembers, teams } from './teams.schema';

// A team's name, members and invites are this module's; its balance, and who spent it, are the
// credits module's columns on the team's account row, read here as every module reads a balance
// (ADR 59). Names and emails of members are the users module's, read with their membership.

export interface MembershipRow {
  teamId: string;
  name: string;
  role: TeamRole;
  monthlyLimit: number | null;
  /** The team's balance, and what the member has spent this month, as the read found them. */
  credits: number;
  spentThisMonth: number;
}

const membershipStatement = preparedStatement<{
  name: string;
  role: TeamRole;
  monthly_limit: number | null;
  credits: number;
  spent: number | null;
}>(
  'team-membership',
  `select t.name, m.role, m.monthly_limit, a.credits, s.spent
   from "team_members" m
   join "teams" t on t.account_id = m.team_id
   join "users" a on a.id = m.team_id and a.closed_at is null
   join "users" p on p.id = m.user_id and p.closed_at is null
     and ($3::int is null or p.token_version = $3::int)
   left join "team_member_months" s
     on s.team_id = m.team_id and s.user_id = m.user_id and s.month = $4::date
   where m.team_id = $1::uuid and m.user_id = $2::uuid`,
);

/**
 * One person's membership of an open team, read now, with the team's balance and the person's
 * spend in `month`; `tokenVersion` checks their session too.
 */
export async function findMembership(
  tx: Tx,
  teamId: string,
  userId: string,
  month: string,
  tokenVersion?: number,
): Promise<MembershipRow | undefined> {
  const [row] = await membershipStatement(tx, [teamId, userId, tokenVersion ?? null, month]);
  return (
    row && {
      teamId,
      name: row.name,
      role: row.role,
      monthlyLimit: row.monthly_limit,
      credits: row.credits,
      spentThisMonth: row.spent ?? 0,
    }
  );
}

export async function insertTeam(tx: Tx, accountId: string, name: string, ownerId: string) {
  await tx.insert(teams).values({ accountId, name });
  await tx.insert(teamMembers).values({ teamId: accountId, userId: ownerId, role: 'owner' });
}

export interface TeamListRow {
  teamId: string;
  name: string;
  credits: number;
  role: TeamRole;
  monthlyLimit: number | null;
}

/** The open teams a person belongs to, oldest membership first, with each team's balance. */
export async function listTeamsOf(tx: Tx, userId: string): Promise<TeamListRow[]> {
  const result = await tx.execute<{
    team_id: string;
    name: string;
    credits: number;
    role: TeamRole;
    monthly_limit: number | null;
  }>(sql`select m.team_id, t.name, a.credits, m.role, m.monthly_limit
    from "team_members" m
    join "teams" t on t.account_id = m.team_id
    join "users" a on a.id = m.team_id and a.closed_at is null
    where m.user_id = ${userId}
    order by m.joined_at, m.team_id`);
  return result.rows.map((row) => ({
    teamId: row.team_id,
    name: row.name,
    credits: row.credits,
    role: row.role,
    monthlyLimit: row.monthly_limit,
  }));
}

export async function renameTeam(tx: Tx, teamId: string, name: string) {
  await tx.update(teams).set({ name }).where(eq(teams.accountId, teamId));
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  monthlyLimit: number | null;
  spentThisMonth: number;
}

/** A team's members with their names, emails and spend in `month`, owner first. */
export async function listMembers(tx: Tx, teamId: string, month: string): Promise<MemberRow[]> {
  const result = await tx.execute<{
    user_id: string;
    username: string;
    actual_name: string;
    email: string;
    role: TeamRole;
    monthly_limit: number | null;
    spent: number | null;
  }>(sql`select m.user_id, p.username, p.actual_name, p.email, m.role, m.monthly_limit, s.spent
    from "team_members" m
    join "users" p on p.id = m.user_id
    left join "team_member_months" s
      on s.team_id = m.team_id and s.user_id = m.user_id and s.month = ${month}::date
    where m.team_id = ${teamId}
    order by case m.role when 'owner' then 0 when 'admin' then 1 else 2 end, m.joined_at`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    name: row.actual_name || row.username,
    email: row.email,
    role: row.role,
    monthlyLimit: row.monthly_limit,
    spentThisMonth: row.spent ?? 0,
  }));
}

/** A team's owner (one a team, by a unique index); undefined for an account that is no team. */
export async function findOwnerId(tx: Tx, teamId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  return row?.userId;
}

export async function countMembers(tx: Tx, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return row?.count ?? 0;
}

export async function insertMember(
  tx: Tx,
  member: { teamId: string; userId: string; role: TeamRole; monthlyLimit: number | null },
): Promise<boolean> {
  const rows = await tx.insert(teamMembers).values(member).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function updateMember(
  tx: Tx,
  teamId: string,
  userId: string,
  changes: { role?: TeamRole; monthlyLimit?: number | null },
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const rows = await tx
    .update(teamMembers)
    .set(changes)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

export async function deleteMember(tx: Tx, teamId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Every membership of a person, with how many members each team has. */
export async function membershipsOf(tx: Tx, userId: string) {
  const result = await tx.execute<{
    team_id: string;
    name: string;
    role: TeamRole;
    members: number;
  }>(sql`select m.team_id, t.name, m.role,
      (select count(*)::int from "team_members" o where o.team_id = m.team_id) as members
    from "team_members" m join "teams" t on t.account_id = m.team_id
    where m.user_id = ${userId}`);
  return result.rows.map((row) => ({
    teamId: row.team_id,
    name: row.name,
    role: row.role,
    members: row.members,
  }));
}

// ── Invites ──────────────────────────────────────────────────────────────────────────────────

export interface InviteRow {
  id: string;
  teamId: string;
  email: string;
  role: TeamInviteRole;
  monthlyLimit: number | null;
  expiresAt: Date;
}

const inviteColumns = {
  id: teamInvites.id,
  teamId: teamInvites.teamId,
  email: teamInvites.email,
  role: teamInvites.role,
  monthlyLimit: teamInvites.monthlyLimit,
  expiresAt: teamInvites.expiresAt,
};

export async function insertInvite(
  tx: Tx,
  invite: Omit<InviteRow, 'id'> & { tokenHash: string; invitedBy: string },
): Promise<InviteRow> {
  const [row] = await tx.insert(teamInvites).values(invite).returning(inviteColumns);
  return row!;
}

/** Invites that can still be accepted, oldest first. */
export function pendingInvites(tx: Tx, teamId: string, now: Date): Promise<InviteRow[]> {
  return tx
    .select(inviteColumns)
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.teamId, teamId),
        isNull(teamInvites.revokedAt),
        isNull(teamInvites.acceptedAt),
        gt(teamInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvites.createdAt));
}

/** Invites a team made since `since`, revoked ones too: what its hourly limit counts. */
export async function invitesSince(tx: Tx, teamId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), gte(teamInvites.createdAt, since)));
  return row?.count ?? 0;
}

export async function revokeInvite(tx: Tx, teamId: string, inviteId: string, now: Date) {
  const rows = await tx
    .update(teamInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(teamInvites.id, inviteId),
        eq(teamInvites.teamId, teamId),
        isNull(teamInvites.revokedAt),
        isNull(teamInvites.acceptedAt),
      ),
    )
    .returning({ id: teamInvites.id });
  return rows.length > 0;
}

/**
 * The invite with this token's hash, locked: the accepting transaction marks it used before it
 * commits, so a token works once however many tabs accept it at once.
 */
export async function lockInviteByToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      ...inviteColumns,
      revokedAt: teamInvites.revokedAt,
      acceptedAt: teamInvites.acceptedAt,
    })
    .from(teamInvites)
    .where(eq(teamInvites.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markInviteAccepted(tx: Tx, inviteId: string, now: Date) {
  await tx.update(teamInvites).set({ acceptedAt: now }).where(eq(teamInvites.id, inviteId));
}
