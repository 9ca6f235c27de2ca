import {
  AccountMessage,
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userCreditsResponseSchema,
  userProfileSchema,
  usernameSchema,
} from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccountLimit, perIpLimit } from '../../http/request-limits';
import { signedIn } from '../auth';
import { toUserProfile, withEmpField } from '../users';
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
  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => toUserProfile(signedIn(request).user),
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change profile fields; only changed ones are written',
        security: bearer,
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema },
      },
    },
    (request) => {
      const { user, claims } = signedIn(request);
      return profiles.update(user, claims, withEmpField(request.body));
    },
  );

  const userIdOf = (request: Parameters<typeof signedIn>[0]) => request.authenticated?.user.id;
  for (const url of ['/api/check-username', '/api/user/check-username']) {
    app.post(
      url,
      {
        config: perIpLimit('usernameCheck'),
        preHandler: perAccountLimit(app, 'usernameCheck', userIdOf),
        schema: {
          tags: ['profile'],
          summary: 'Whether a username is free',
          security: bearer,
          body: checkUsernameRequestSchema,
          response: { 200: checkUsernameResponseSchema },
        },
      },
      async (request) => {
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
    );
  }

  app.get(
    '/api/user-credits',
    {
      schema: {
        tags: ['profile'],
        summary: 'The credit balance',
        security: bearer,
        response: { 200: userCreditsResponseSchema },
      },
    },
    async (request) => ({ credits: signedIn(request).user.credits }),
  );
};
