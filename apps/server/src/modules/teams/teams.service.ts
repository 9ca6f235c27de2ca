import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  TEAM_INVITE_DAYS,
  TEAM_INVITES_PER_HOUR,
  TeamMessage,
  type CreateInviteRequest,
  type TeamDetail,
  type TeamInvite,
  type TeamMember,
  type TeamRole,
  type TeamSummary,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CallerLog } from '../../observability';
import { rolesInWords, TEAM_MANAGERS } from '../auth';
import type { Mailer } from '../mail';
import type { UsersService } from '../users';
import type { TeamMemberships } from './team-memberships';
import {
  countMembers,
  deleteMember,
  findMembership,
  insertInvite,
  insertMember,
  insertTeam,
  invitesSince,
  listMembers,
  listTeamsOf,
  lockInviteByToken,
  markInviteAccepted,
  pendingInvites,
  renameTeam,
  revokeInvite,
  updateMember,
  type InviteRow,
  type MembershipRow,
} from './teams.repository';
import { inviteMail } from './invite-mail';

const HOUR_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Teams (ADR 59): making one, its members, roles and limits, and invites by email. Every call
 * checks the caller's membership and role first; another team's id is a team that does not exist.
 */
export class TeamsService {
  constructor(
    private readonly deps: {
      db: Db;
      users: UsersService;
      memberships: TeamMemberships;
      mailer: Mailer;
      publicUrl: string;
      maxMembers: number;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  private month(): string {
    return this.deps.memberships.month();
  }

  /**
   * A new team with `ownerId` as its owner: an account row of its own (kind 'team', never signed
   * in to: no password, an address under `.invalid` that no mail reaches) and its name.
   */
  async create(ownerId: string, name: string): Promise<TeamSummary> {
    const teamId = randomUUID();
    await this.deps.db.transaction(async (tx) => {
      await this.deps.users.create(tx, {
        id: teamId,
        kind: 'team',
        // What receipts and invoices name the team by, as they name a person by theirs.
        actualName: name,
        username: `team-${teamId}`,
        email: `team-${teamId}@teams.invalid`,
      });
      await insertTeam(tx, teamId, name, ownerId);
    });
    return { teamId, name, credits: 0, role: 'owner' };
  }

  async list(userId: string): Promise<TeamSummary[]> {
    const rows = await listTeamsOf(this.deps.db, userId);
    return rows.map(({ teamId, name, credits, role }) => ({ teamId, name, credits, role }));
  }

  async detail(userId: string, teamId: string): Promise<TeamDetail> {
    const { name, credits, role, monthlyLimit, spentThisMonth } = await this.member(
      this.deps.db,
      teamId,
      userId,
    );
    return { teamId, name, credits, role, monthlyLimit, spentThisMonth };
  }

  async rename(userId: string, teamId: string, name: string): Promise<TeamDetail> {
    await this.deps.db.transaction(async (tx) => {
      await this.member(tx, teamId, userId, TEAM_MANAGERS);
      await renameTeam(tx, teamId, name);
      await this.deps.users.update(tx, teamId, { actualName: name });
    });
    return this.detail(userId, teamId);
  }

  // ── Members ──────────────────────────────────────────────────────────────────────────────────

  /** Names and emails are the owner's and admins' to see (a member sees the team, not its people). */
  async members(userId: string, teamId: string): Promise<TeamMember[]> {
    await this.member(this.deps.db, teamId, userId, TEAM_MANAGERS);
    return listMembers(this.deps.db, teamId, this.month());
  }

  async updateMember(
    userId: string,
    teamId: string,
    memberId: string,
    changes: { role?: 'admin' | 'member'; monthlyLimit?: number | null },
  ): Promise<TeamMember> {
    return this.deps.db.transaction(async (tx) => {
      await this.member(tx, teamId, userId, TEAM_MANAGERS);
      const target = await findMembership(tx, teamId, memberId, this.month());
      if (!target) throw AppError.notFound(TeamMessage.memberNotFound);
      if (target.role === 'owner' && changes.role !== undefined) {
        throw AppError.forbidden(TeamMessage.ownerRoleFixed);
      }
      await updateMember(tx, teamId, memberId, changes);
      const members = await listMembers(tx, teamId, this.month());
      return members.find((row) => row.userId === memberId)!;
    });
  }

  /** Takes effect at once: the next request naming the team is refused, in every process. */
  async removeMember(userId: string, teamId: string, memberId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.member(tx, teamId, userId, TEAM_MANAGERS);
      const target = await findMembership(tx, teamId, memberId, this.month());
      if (!target) throw AppError.notFound(TeamMessage.memberNotFound);
      if (target.role === 'owner') throw AppError.forbidden(TeamMessage.ownerCannotBeRemoved);
      await deleteMember(tx, teamId, memberId);
    });
  }

  async leave(userId: string, teamId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const membership = await this.member(tx, teamId, userId);
      if (membership.role === 'owner') throw AppError.forbidden(TeamMessage.ownerCannotLeave);
      await deleteMember(tx, teamId, userId);
    });
  }

  /** The owner hands the team to one of its admins, and stays on as an admin. */
  async handOver(userId: string, teamId: string, newOwnerId: string): Promise<TeamDetail> {
    await this.deps.db.transaction(async (tx) => {
      await this.member(tx, teamId, userId, ['owner']);
      const target = await findMembership(tx, teamId, newOwnerId, this.month());
      if (!target) throw AppError.notFound(TeamMessage.memberNotFound);
      if (target.role !== 'admin') throw AppError.forbidden(TeamMessage.newOwnerMustBeAdmin);
      await updateMember(tx, teamId, userId, { role: 'admin' });
      await updateMember(tx, teamId, newOwnerId, { role: 'owner' });
    });
    return this.detail(userId, teamId);
  }

  // ── Invites ──────────────────────────────────────────────────────────────────────────────────

  /**
   * An invite by email, its link mailed: the token is kept only as its hash, works once, for that
   * address, for TEAM_INVITE_DAYS. At most TEAM_INVITES_PER_HOUR a team, and no more members
   * with pending invites than the store allows.
   */
  async invite(
    userId: string,
    teamId: string,
    request: Required<Pick<CreateInviteRequest, 'email' | 'role'>> & {
      monthlyLimit?: number | null;
    },
    log: CallerLog,
  ): Promise<TeamInvite> {
    const now = this.now();
    const token = randomBytes(32).toString('base64url');
    const { invite, teamName } = await this.deps.db.transaction(async (tx) => {
      const membership = await this.member(tx, teamId, userId, TEAM_MANAGERS);
      if (
        (await invitesSince(tx, teamId, new Date(now.getTime() - HOUR_MS))) >= TEAM_INVITES_PER_HOUR
      ) {
        throw new AppError(ErrorCode.RateLimited, 429, TeamMessage.invitesPerHour, {
          limit: TEAM_INVITES_PER_HOUR,
        });
      }
      const pending = await pendingInvites(tx, teamId, now);
      if ((await countMembers(tx, teamId)) + pending.length >= this.deps.maxMembers) {
        throw AppError.conflict(TeamMessage.tooManyMembers(this.deps.maxMembers), {
          limit: this.deps.maxMembers,
        });
      }
      const invited = await this.deps.users.findByEmail(request.email, tx);
      if (invited && (await findMembership(tx, teamId, invited.id, this.month()))) {
        throw AppError.conflict(TeamMessage.alreadyMember);
      }
      const row = await insertInvite(tx, {
        teamId,
        email: request.email,
        role: request.role,
        monthlyLimit: request.monthlyLimit ?? null,
        expiresAt: new Date(now.getTime() + TEAM_INVITE_DAYS * 24 * HOUR_MS),
        tokenHash: hashOf(token),
        invitedBy: userId,
      });
      return { invite: row, teamName: membership.name };
    });
    const inviteUrl = `${this.deps.publicUrl}/team-invite?token=${token}`;
    const inviter = await this.deps.users.findById(userId);
    try {
      await this.deps.mailer.send(
        {
          to: invite.email,
          ...inviteMail({
            teamName,
            inviter: inviter?.actualName || inviter?.username,
            inviteUrl,
            invite,
          }),
        },
        log,
      );
    } catch (error) {
      // The invite stands: its link is in the answer, and "Send again" mails a new one.
      log.warn({ err: error }, 'team invite: the mail could not be sent');
    }
    return { ...toInvite(invite), inviteUrl };
  }

  async invites(userId: string, teamId: string): Promise<TeamInvite[]> {
    await this.member(this.deps.db, teamId, userId, TEAM_MANAGERS);
    return (await pendingInvites(this.deps.db, teamId, this.now())).map(toInvite);
  }

  async revokeInvite(userId: string, teamId: string, inviteId: string): Promise<void> {
    await this.member(this.deps.db, teamId, userId, TEAM_MANAGERS);
    if (!(await revokeInvite(this.deps.db, teamId, inviteId, this.now()))) {
      throw AppError.notFound(TeamMessage.inviteNotFound);
    }
  }

  /**
   * Joins the invite's team as its role: only signed in with the invited address (every account's
   * address was proved by a code when it was made), once, before it expires.
   */
  async accept(
    userId: string,
    token: string,
  ): Promise<{ teamId: string; role: 'admin' | 'member' }> {
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const invite = await lockInviteByToken(tx, hashOf(token));
      const gone =
        !invite ||
        invite.revokedAt !== null ||
        invite.acceptedAt !== null ||
        invite.expiresAt <= now;
      if (gone) throw new AppError(ErrorCode.Gone, 410, TeamMessage.inviteGone);
      const person = await this.deps.users.findById(userId, tx);
      if (!person || person.email !== invite.email) {
        throw AppError.forbidden(TeamMessage.inviteWrongEmail(invite.email));
      }
      if ((await countMembers(tx, invite.teamId)) >= this.deps.maxMembers) {
        throw AppError.conflict(TeamMessage.tooManyMembers(this.deps.maxMembers), {
          limit: this.deps.maxMembers,
        });
      }
      const joined = await insertMember(tx, {
        teamId: invite.teamId,
        userId,
        role: invite.role,
        monthlyLimit: invite.monthlyLimit,
      });
      if (!joined) throw AppError.conflict(TeamMessage.alreadyMember);
      await markInviteAccepted(tx, invite.id, now);
      return { teamId: invite.teamId, role: invite.role };
    });
  }

  // ── Checks ───────────────────────────────────────────────────────────────────────────────────

  /**
   * The caller's membership of the team named in the path: 404 when they are none (another team's
   * id is a team that does not exist for them), 403 naming the roles when `roles` leaves theirs out.
   */
  async member(
    tx: Tx,
    teamId: string,
    userId: string,
    roles?: readonly TeamRole[],
  ): Promise<MembershipRow> {
    const membership = await findMembership(tx, teamId, userId, this.month());
    if (!membership) throw AppError.notFound(TeamMessage.notFound);
    if (roles && !roles.includes(membership.role)) {
      throw AppError.forbidden(TeamMessage.needsRole(rolesInWords(roles)));
    }
    return membership;
  }
}

function toInvite(row: InviteRow): TeamInvite {
  return {
    inviteId: row.id,
    email: row.email,
    role: row.role,
    monthlyLimit: row.monthlyLimit,
    expiresAt: row.expiresAt.toISOString(),
  };
}
