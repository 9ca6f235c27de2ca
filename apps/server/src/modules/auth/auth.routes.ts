import { AccountMessage, authEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { sendAppError } from '../../http/error-handler';
import { clientKey } from '../../http/rate-limit';
import { emailFromAddress, perAccountLimit, perIpLimit } from '../../http/request-limits';
import { withEmpField } from '../users';
import { googleUnavailable, type AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // Wrong passwords are limited per account and address by the auth service; this ceiling, on
  // both ways in, only bounds the password hashing one address can ask for.
  const signInPerIp = perIpLimit(app, 'login');
  app.route({
    ...routeOf(authEndpoints.register, {
      tags: ['accounts'],
      summary: 'Create an account (email and phone verified first)',
    }),
    config: perIpLimit(app, 'register'),
    preHandler: perAccountLimit(app, 'register', 'email', emailFromAddress),
    handler: async (request, reply) =>
      reply.status(201).send(await auth.register(withEmpField(request.body))),
  });

  app.route({
    ...routeOf(authEndpoints.login, {
      tags: ['accounts'],
      summary: 'Sign in with email and password',
    }),
    config: signInPerIp,
    handler: async (request) => {
      const { email, password, rememberMe } = request.body;
      return auth.login(email, password, rememberMe, clientKey(request));
    },
  });

  if (!auth.googleAvailable) {
    app.log.info('Google sign-in is off: set GOOGLE_CLIENT_ID to turn it on');
  }
  app.route({
    ...routeOf(authEndpoints.googleAuth, {
      tags: ['accounts'],
      summary: 'Sign in or sign up with a Google ID token',
      description:
        'Answers 404 when the store has no Google client id (the button is hidden then).',
    }),
    config: signInPerIp,
    handler: async (request, reply) => {
      // Said once at boot; an expected answer, so not an error with a stack for every request.
      if (!auth.googleAvailable) return sendAppError(reply, googleUnavailable());
      return auth.googleSignIn(request.body.token, request.body.rememberMe);
    },
  });

  app.route({
    ...routeOf(authEndpoints.checkUserExists, {
      tags: ['accounts'],
      summary: 'Whether an account uses this email (404 when none)',
    }),
    config: perIpLimit(app, 'checkUserExists'),
    preHandler: perAccountLimit(app, 'checkUserExists', 'email', emailFromAddress),
    handler: async (request) => {
      await auth.checkUserExists(request.body.email);
      return { exists: true as const };
    },
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword, {
      tags: ['accounts'],
      summary: 'Set a new password after verifying an emailed code',
    }),
    config: perIpLimit(app, 'passwordReset'),
    preHandler: perAccountLimit(app, 'passwordReset', 'email', emailFromAddress),
    handler: async (request) => {
      await auth.resetPassword(request.body.email, request.body.newPassword);
      return { message: AccountMessage.passwordResetDone };
    },
  });
};
