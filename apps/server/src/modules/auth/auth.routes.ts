import {
  AccountMessage,
  apiErrorSchema,
  authResponseSchema,
  checkUserExistsRequestSchema,
  checkUserExistsResponseSchema,
  googleAuthRequestSchema,
  googleAuthResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { sendAppError } from '../../http/error-handler';
import { clientKey } from '../../http/rate-limit';
import { emailFromAddress, perAccountLimit, perIpLimit } from '../../http/request-limits';
import { withEmpField } from '../users';
import { googleUnavailable, type AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/register',
    {
      config: perIpLimit('register'),
      preHandler: perAccountLimit(app, 'register', emailFromAddress),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (email and phone verified first)',
        body: registerRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(withEmpField(request.body))),
  );

  app.post(
    '/api/login',
    {
      // Wrong passwords are limited per account and address by the auth service; this ceiling
      // only bounds the password hashing one address can ask for.
      config: perIpLimit('login'),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      try {
        return await auth.login(email, password, rememberMe, clientKey(request));
      } catch (error) {
        const wait = error instanceof AppError ? error.details.retryAfterSeconds : undefined;
        if (typeof wait === 'number') reply.header('retry-after', wait);
        throw error;
      }
    },
  );

  if (!auth.googleAvailable) {
    app.log.info('Google sign-in is off: set GOOGLE_CLIENT_ID to turn it on');
  }
  app.post(
    '/api/google-auth',
    {
      config: perIpLimit('login'),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in or sign up with a Google ID token',
        description:
          'Answers 503 when the store has no Google client id (the button is hidden then).',
        body: googleAuthRequestSchema,
        response: { 200: googleAuthResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Said once at boot; an expected answer, so not an error with a stack for every request.
      if (!auth.googleAvailable) return sendAppError(reply, googleUnavailable());
      return auth.googleSignIn(request.body.token, request.body.rememberMe);
    },
  );

  app.post(
    '/api/check-user-exists',
    {
      config: perIpLimit('checkUserExists'),
      preHandler: perAccountLimit(app, 'checkUserExists', emailFromAddress),
      schema: {
        tags: ['accounts'],
        summary: 'Whether an account uses this email (404 when none)',
        body: checkUserExistsRequestSchema,
        response: { 200: checkUserExistsResponseSchema },
      },
    },
    async (request) => {
      await auth.checkUserExists(request.body.email);
      return { exists: true as const };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: perIpLimit('passwordReset'),
      preHandler: perAccountLimit(app, 'passwordReset', emailFromAddress),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password after verifying an emailed code',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.email, request.body.newPassword);
      return { message: AccountMessage.passwordResetDone };
    },
  );
};
