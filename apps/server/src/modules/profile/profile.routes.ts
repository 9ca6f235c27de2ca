import { AccountMessage, profileEndpoints, usernameSchema } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { perAccountLimit, perIpLimit } from '../../http/request-limits';
import { payerOf, signedIn } from '../auth';
import { withEmpField } from '../users';
import type { ProfileService } from './profile.service';

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export interface ProfileRoutesOptions {
  profiles: ProfileService;
}

const bearer = [{ bearerAuth: [] }];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { profiles },
) => {
  app.route({
    ...routeOf(profileEndpoints.getProfile, {
      tags: ['profile'],
      summary: 'The signed-in user',
      security: bearer,
    }),
    handler: (request) => profiles.profileOf(signedIn(request).user),
  });

  app.route({
    ...routeOf(profileEndpoints.updateProfile, {
      tags: ['profile'],
      summary: 'Change profile fields; only changed ones are written',
      security: bearer,
    }),
    handler: (request) => {
      const { user, claims } = signedIn(request);
      return profiles.update(user, claims, withEmpField(request.body));
    },
  });

  const userIdOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;
  // One limiter each for both ways of asking: a person's checks count together.
  const usernameChecks = {
    config: perIpLimit(app, 'usernameCheck'),
    preHandler: perAccountLimit(app, 'usernameCheck', 'user', userIdOf),
  };
  for (const endpoint of [profileEndpoints.checkUsername, profileEndpoints.checkUsernameAtUser]) {
    app.route({
      ...routeOf(endpoint, {
        tags: ['profile'],
        summary: 'Whether a username is free',
        security: bearer,
      }),
      ...usernameChecks,
      handler: async (request) => {
        const parsed = usernameSchema.safeParse(request.body.username);
        if (!parsed.success) {
          return {
            available: false,
            message: parsed.error.issues[0]?.message ?? AccountMessage.usernameCharacters,
          };
        }
        const available = await profiles.isUsernameAvailable(
          parsed.data,
          signedIn(request).user.id,
        );
        return {
          available,
          message: available ? AccountMessage.usernameAvailable : AccountMessage.usernameTaken,
        };
      },
    });
  }

  app.route({
    ...routeOf(profileEndpoints.userCredits, {
      tags: ['profile'],
      summary: 'The credit balance',
      security: bearer,
      apiKeyScope: 'read',
    }),
    handler: async (request) => {
      const { team } = await payerOf(request);
      if (!team) return { credits: signedIn(request).user.credits };
      const { credits, monthlyLimit, spentThisMonth } = team;
      const remainingThisMonth =
        monthlyLimit === null ? null : Math.max(0, monthlyLimit - spentThisMonth);
      return { credits, remainingThisMonth };
    },
  });
};
