import { z } from 'zod';
import { creditStatementEntrySchema, creditStatementQuerySchema } from './credit-statement';
import { defineEndpoints, noBody, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { emailSchema } from './account-fields';
import { text } from './fields';
import { NOT_A_TEAM_MEMBER } from './team-header';

/**
 * Teams (ADR 59): an account that pays and owns like a person's, spent from by its members. A
 * request pays as a team with the `Frameshop-Team` header; without it, as the person signed in.
 */

export { NOT_A_TEAM_MEMBER, TEAM_HEADER } from './team-header';

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** The roles an invite, or a change of role, may give: a team has one owner, handed over on its own. */
export const TEAM_INVITE_ROLES = ['admin', 'member'] as const;
export const teamInviteRoleSchema = z.enum(TEAM_INVITE_ROLES);
export type TeamInviteRole = z.infer<typeof teamInviteRoleSchema>;

export const TEAM_NAME_MAX = 80;
/** An invite's link works this long. */
export const TEAM_INVITE_DAYS = 7;
/** Invites a team may send in an hour. */
export const TEAM_INVITES_PER_HOUR = 20;
/** Members a team may have when `TEAM_MAX_MEMBERS` is not set. */
export const TEAM_MAX_MEMBERS_DEFAULT = 50;
/** The largest monthly limit a member may be given, in credits. */
export const TEAM_MONTHLY_LIMIT_MAX = 10_000_000;

export const TeamMessage = {
  nameRequired: 'Give the team a name.',
  nameTooLong: `A team's name is at most ${TEAM_NAME_MAX} characters.`,
  created: 'Team created.',
  notFound: 'No such team among yours.',
  notMember: NOT_A_TEAM_MEMBER,
  needsRole: (roles: string) => `Only the team's ${roles} can do this.`,
  memberNotFound: 'No such member in this team.',
  inviteNotFound: 'No such invite in this team: it may have been revoked or accepted already.',
  inviteWrongEmail: (email: string) =>
    `This invite was sent to ${email}. Sign in with that address to accept it.`,
  inviteEmailUnverified: 'Verify your email address first, then open the invite again.',
  inviteGone: 'This invite has expired, was revoked or was used already. Ask for a new one.',
  alreadyMember: 'That person is a member of this team already.',
  invitesPerHour: `A team can send at most ${TEAM_INVITES_PER_HOUR} invites an hour. Please try again later.`,
  tooManyMembers: (limit: number) =>
    `A team has at most ${limit} members (with its pending invites). Remove a member or revoke an invite first.`,
  ownerCannotLeave: 'The owner cannot leave the team: hand it to an admin first.',
  ownerCannotBeRemoved: "The team's owner cannot be removed: hand the team to an admin first.",
  ownerRoleFixed: "The owner's role changes only by handing the team over.",
  newOwnerMustBeAdmin: 'The team can be handed only to one of its admins.',
  overLimit: (limit: number, spent: number) =>
    `This would go past your monthly limit of ${limit.toLocaleString('en-US')} credits for this team: ${spent.toLocaleString('en-US')} spent this month, ${Math.max(0, limit - spent).toLocaleString('en-US')} left.`,
  teamBalanceLow: (team: string) => `Not enough credits in ${team}'s balance`,
  handOverFirst: (teams: string) =>
    `You own ${teams}, which has other members: hand it to an admin before closing your account.`,
} as const;

const teamNameSchema = text()
  .trim()
  .min(1, TeamMessage.nameRequired)
  .max(TEAM_NAME_MAX, TeamMessage.nameTooLong);

export const teamIdSchema = z.uuid();
/** Null: no limit. */
export const monthlyLimitSchema = z.number().int().min(0).max(TEAM_MONTHLY_LIMIT_MAX).nullable();

export const teamNameRequestSchema = z.object({ name: teamNameSchema }).strict();

export const teamSummarySchema = z.object({
  teamId: teamIdSchema,
  name: z.string(),
  credits: z.number().int().nonnegative(),
  role: teamRoleSchema,
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamDetailSchema = teamSummarySchema.extend({
  /** The signed-in member's own limit (null: none) and spend this calendar month. */
  monthlyLimit: monthlyLimitSchema,
  spentThisMonth: z.number().int().nonnegative(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const createInviteRequestSchema = z
  .object({
    email: emailSchema,
    role: teamInviteRoleSchema,
    monthlyLimit: monthlyLimitSchema.optional(),
  })
  .strict();
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

export const teamInviteSchema = z.object({
  inviteId: z.uuid(),
  email: z.string(),
  role: teamInviteRoleSchema,
  monthlyLimit: monthlyLimitSchema,
  expiresAt: z.string(),
  /** Only in the answer that made it: the link is never kept, only its hash. */
  inviteUrl: z.string().optional(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const acceptInviteRequestSchema = z.object({ token: text().min(1).max(200) }).strict();

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  monthlyLimit: monthlyLimitSchema,
  spentThisMonth: z.number().int().nonnegative(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const updateMemberRequestSchema = z
  .object({ role: teamInviteRoleSchema.optional(), monthlyLimit: monthlyLimitSchema.optional() })
  .strict();

export const teamStatementEntrySchema = creditStatementEntrySchema.extend({
  /** Who moved the credits: the member who spent, or who bought the pack; null for the store's changes. */
  memberName: z.string().nullable(),
});
export const teamStatementSchema = z.object({
  entries: z.array(teamStatementEntrySchema),
  nextBefore: z.number().int().nullable(),
  /** Each member's spend this month beside their limit. */
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      monthlyLimit: monthlyLimitSchema,
      spentThisMonth: z.number().int().nonnegative(),
    }),
  ),
});
export type TeamStatement = z.infer<typeof teamStatementSchema>;

const teamParams = z.object({ teamId: teamIdSchema });
const inviteParams = teamParams.extend({ inviteId: z.uuid() });
const memberParams = teamParams.extend({ userId: z.uuid() });
const okSchema = z.object({ message: z.string() });

export const teamEndpoints = defineEndpoints({
  createTeam: postEndpoint('/api/teams', teamNameRequestSchema, {
    201: z.object({ team: teamSummarySchema }),
  }),
  listTeams: {
    method: 'GET',
    path: '/api/teams',
    response: { 200: z.object({ teams: z.array(teamSummarySchema) }) },
  },
  getTeam: {
    method: 'GET',
    path: '/api/teams/:teamId',
    params: teamParams,
    response: { 200: teamDetailSchema, 404: apiErrorSchema },
  },
  renameTeam: {
    method: 'PATCH',
    path: '/api/teams/:teamId',
    params: teamParams,
    body: teamNameRequestSchema,
    response: { 200: teamDetailSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
  createInvite: {
    method: 'POST',
    path: '/api/teams/:teamId/invites',
    params: teamParams,
    body: createInviteRequestSchema,
    response: {
      201: z.object({ invite: teamInviteSchema }),
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
  listInvites: {
    method: 'GET',
    path: '/api/teams/:teamId/invites',
    params: teamParams,
    response: { 200: z.object({ invites: z.array(teamInviteSchema) }), 403: apiErrorSchema },
  },
  revokeInvite: {
    method: 'DELETE',
    path: '/api/teams/:teamId/invites/:inviteId',
    params: inviteParams,
    response: { 200: okSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
  acceptInvite: postEndpoint('/api/team-invites/accept', acceptInviteRequestSchema, {
    200: z.object({ teamId: teamIdSchema, role: teamInviteRoleSchema }),
    403: apiErrorSchema,
    409: apiErrorSchema,
    410: apiErrorSchema,
  }),
  listMembers: {
    method: 'GET',
    path: '/api/teams/:teamId/members',
    params: teamParams,
    response: { 200: z.object({ members: z.array(teamMemberSchema) }), 403: apiErrorSchema },
  },
  updateMember: {
    method: 'PATCH',
    path: '/api/teams/:teamId/members/:userId',
    params: memberParams,
    body: updateMemberRequestSchema,
    response: { 200: teamMemberSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/teams/:teamId/members/:userId',
    params: memberParams,
    response: { 200: okSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
  leaveTeam: {
    method: 'POST',
    path: '/api/teams/:teamId/leave',
    params: teamParams,
    body: noBody,
    response: { 200: okSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
  handOverTeam: {
    method: 'POST',
    path: '/api/teams/:teamId/owner',
    params: teamParams,
    body: z.object({ userId: z.uuid() }).strict(),
    response: { 200: teamDetailSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
  teamStatement: {
    method: 'GET',
    path: '/api/teams/:teamId/statement',
    params: teamParams,
    querystring: creditStatementQuerySchema.extend({ format: z.enum(['json', 'csv']).optional() }),
    // With `format=csv` the whole statement comes as text/csv (the route's description says so).
    response: { 200: teamStatementSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  },
});
