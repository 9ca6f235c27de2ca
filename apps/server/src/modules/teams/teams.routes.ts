import { teamEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { signedIn } from '../auth';
import type { TeamsService } from './teams.service';
import type { TeamStatements } from './team-statements';

const docs = (summary: string, description?: string) => ({
  tags: ['teams'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

const MANAGERS_ONLY = ' Owner and admins only (403 naming the roles); another team answers 404.';

/** Teams, their members and invites (ADR 59): every call for the person signed in. */
export const teamsRoutes: FastifyPluginAsyncZod<{
  teams: TeamsService;
  statements: TeamStatements;
}> = async (app, { teams, statements }) => {
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.route({
    ...routeOf(
      teamEndpoints.createTeam,
      docs('Make a team', 'The caller becomes its owner; the team has a balance of its own.'),
    ),
    handler: async (request, reply) =>
      reply.code(201).send({ team: await teams.create(me(request), request.body.name) }),
  });
  app.route({
    ...routeOf(teamEndpoints.listTeams, docs('The teams the caller belongs to, with balances')),
    handler: async (request) => ({ teams: await teams.list(me(request)) }),
  });
  app.route({
    ...routeOf(
      teamEndpoints.getTeam,
      docs("A team, with the caller's role, monthly limit and spend this month"),
    ),
    handler: (request) => teams.detail(me(request), request.params.teamId),
  });
  app.route({
    ...routeOf(teamEndpoints.renameTeam, docs('Rename a team', MANAGERS_ONLY)),
    handler: (request) => teams.rename(me(request), request.params.teamId, request.body.name),
  });

  app.route({
    ...routeOf(
      teamEndpoints.createInvite,
      docs(
        'Invite someone by email',
        'Mails a link that works once, for that address, for 7 days; the answer carries it too. ' +
          'At most 20 invites an hour a team (429) and TEAM_MAX_MEMBERS members with pending ' +
          'invites (409).' +
          MANAGERS_ONLY,
      ),
    ),
    handler: async (request, reply) =>
      reply.code(201).send({
        invite: await teams.invite(me(request), request.params.teamId, request.body, request.log),
      }),
  });
  app.route({
    ...routeOf(teamEndpoints.listInvites, docs('Pending invites', MANAGERS_ONLY)),
    handler: async (request) => ({
      invites: await teams.invites(me(request), request.params.teamId),
    }),
  });
  app.route({
    ...routeOf(teamEndpoints.revokeInvite, docs('Revoke an invite', MANAGERS_ONLY)),
    handler: async (request) => {
      await teams.revokeInvite(me(request), request.params.teamId, request.params.inviteId);
      return { message: 'Invite revoked.' };
    },
  });
  app.route({
    ...routeOf(
      teamEndpoints.acceptInvite,
      docs(
        'Accept an invite',
        '403 when the caller is not signed in with the invited address; 410 when the invite ' +
          'expired, was revoked or was used.',
      ),
    ),
    handler: (request) => teams.accept(me(request), request.body.token),
  });

  app.route({
    ...routeOf(
      teamEndpoints.listMembers,
      docs('Members with roles, limits and spend this month', MANAGERS_ONLY),
    ),
    handler: async (request) => ({
      members: await teams.members(me(request), request.params.teamId),
    }),
  });
  app.route({
    ...routeOf(
      teamEndpoints.updateMember,
      docs("Change a member's role or monthly limit (null: no limit)", MANAGERS_ONLY),
    ),
    handler: (request) =>
      teams.updateMember(me(request), request.params.teamId, request.params.userId, request.body),
  });
  app.route({
    ...routeOf(
      teamEndpoints.removeMember,
      docs('Remove a member', `Refused at once on their next request.${MANAGERS_ONLY}`),
    ),
    handler: async (request) => {
      await teams.removeMember(me(request), request.params.teamId, request.params.userId);
      return { message: 'Member removed.' };
    },
  });
  app.route({
    ...routeOf(teamEndpoints.leaveTeam, docs('Leave a team', 'The owner hands it over first.')),
    handler: async (request) => {
      await teams.leave(me(request), request.params.teamId);
      return { message: 'You left the team.' };
    },
  });
  app.route({
    ...routeOf(
      teamEndpoints.handOverTeam,
      docs('Hand the team to an admin', 'Owner only; the owner stays on as an admin.'),
    ),
    handler: (request) => teams.handOver(me(request), request.params.teamId, request.body.userId),
  });
  app.route({
    ...routeOf(
      teamEndpoints.teamStatement,
      docs(
        "The team's statement",
        'Every credit movement with the member, reason and balance after, newest first, and each ' +
          "member's spend this month beside their limit. With `format=csv` the whole statement " +
          `comes as text/csv.${MANAGERS_ONLY}`,
      ),
    ),
    handler: async (request, reply) => {
      const { teamId } = request.params;
      if (request.query.format === 'csv') {
        const csv = await statements.csv(me(request), teamId);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="team-statement.csv"')
            // Bytes are sent as they are, never serialised: the CSV is the answer.
            .send(Buffer.from(csv, 'utf8') as never)
        );
      }
      return statements.page(me(request), teamId, request.query.before);
    },
  });
};
