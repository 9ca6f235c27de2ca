import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createCreditStatement } from '../credit-statement';
import { UsersService } from '../users';
import { TeamStatements } from './team-statements';
import { teamsRoutes } from './teams.routes';
import { TeamsService } from './teams.service';

export { teamMailRecipient } from './team-mail-recipient';
export { TeamMemberships } from './team-memberships';
export { teamsPersonalData } from './teams-personal-data';

/** The team service of an app: what the routes, closing an account and data exports share. */
export const createTeamsService = (
  deps: Pick<SharedDependencies, 'db' | 'config' | 'mailer' | 'teams'>,
) =>
  new TeamsService({
    db: deps.db,
    users: new UsersService(deps.db),
    memberships: deps.teams,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    maxMembers: deps.config.teamMaxMembers,
  });

/** Teams: a shared balance, members, roles and monthly limits (ADR 59). */
export const teamsModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const teams = createTeamsService(deps);
  const statements = new TeamStatements({
    db: deps.db,
    teams,
    memberships: deps.teams,
    statement: createCreditStatement(deps),
  });
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(teamsRoutes, { teams, statements });
  });
};
