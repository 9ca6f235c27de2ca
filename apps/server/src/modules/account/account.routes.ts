import { accountEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../http/app-error';
import { sessionRefusal, signedIn, tokenClaimsOf } from '../auth';
import type { AccountService } from './account.service';

const docs = (summary: string, description?: string) => ({
  tags: ['account'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** The signed-in person's own account (the scope's hook admits no one else). */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.route({
    ...routeOf(
      accountEndpoints.changePassword,
      docs(
        'Change the password',
        'The current password is required. Every session ends; the answer carries a new token.',
      ),
    ),
    handler: (request) => account.changePassword(signedIn(request), request.body, request.ip),
  });
  app.route({
    ...routeOf(
      accountEndpoints.changeEmail,
      docs('Start moving the account to a new email address', 'Sends a code to the new address.'),
    ),
    handler: (request) =>
      account.startEmailChange(signedIn(request).user, request.body.email, request.log),
  });
  app.route({
    ...routeOf(
      accountEndpoints.verifyEmailChange,
      docs('Confirm the new email address with its code', 'The old address is told by email.'),
    ),
    handler: (request) =>
      account.confirmEmailChange(
        signedIn(request).user,
        request.body.email,
        request.body.otp,
        request.log,
      ),
  });
  app.route({
    ...routeOf(
      accountEndpoints.signOutEverywhere,
      docs(
        'Sign out of every device',
        "Every token issued so far stops working, the caller's too.",
      ),
    ),
    handler: (request) => account.signOutEverywhere(signedIn(request).user),
  });
};

/**
 * Closing the account. Its scope checks only the token's signature (`tokenSignatureOnly`): a replay
 * of a close that went through carries a token the closing itself made stale, and is answered
 * the same rather than refused.
 */
export const closeAccountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.route({
    ...routeOf(
      accountEndpoints.closeAccount,
      docs(
        'Close the account',
        'With the password (or, for an account without one, a fresh Google credential). Credits ' +
          'left are forfeited; personal data, uploads, drafts and results are deleted; ledger ' +
          'rows, receipts and licences are kept without personal data.',
      ),
    ),
    // As every other signed-in route refuses, and before the body is looked at.
    preValidation: async (request) => {
      if (!tokenClaimsOf(request)) throw AppError.unauthorized(sessionRefusal(request));
    },
    handler: (request) => account.close(tokenClaimsOf(request)!, request.body, request.ip),
  });
};
