import { otpEndpoints, type OtpPurpose } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailFromAddress, perAccountLimit, perIpLimit } from '../../http/request-limits';
import { clientKey } from '../../http/rate-limit';
import { routeOf } from '../../http/route-of';
import type { OtpService } from './otp.service';

const phoneInBody = (request: FastifyRequest) =>
  (request.body as { phoneNumber?: string } | undefined)?.phoneNumber;

/**
 * The budget of emailed codes is per (purpose, email, client address). Keyed by the email alone,
 * anyone could spend a stranger's budget, from anywhere, and leave the owner unable to reset a
 * forgotten password for an hour; sign-up codes asked for that email would spend it too. Scoped
 * like this, one address still cannot flood a mailbox, the owner's own reset always has its budget,
 * and what bounds the mail to an address from everywhere together is the resend wait of the code
 * itself (one per purpose a minute, kept per email in the database, whoever asks).
 */
const emailSendBudgetKey = (request: FastifyRequest) => {
  const key = emailFromAddress(request);
  const { purpose } = request.body as { purpose?: OtpPurpose };
  return key === undefined ? undefined : `${purpose ?? 'register'}:${key}`;
};

export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  // Each limiter is made once: a sign-up's sends (email, resend, text) share one count per address.
  const sendPerIp = perIpLimit(app, 'otpSend');
  const verifyPerIp = perIpLimit(app, 'otpVerify');
  const emailSendLimits = {
    config: sendPerIp,
    preHandler: perAccountLimit(app, 'otpSend', 'email', emailSendBudgetKey),
  };
  app.route({
    ...routeOf(otpEndpoints.sendEmailOtp, { tags: ['accounts'], summary: 'Email a one-time code' }),
    ...emailSendLimits,
    handler: (request) => otp.sendEmailCode(request.body.email, request.body.purpose, request.log),
  });
  app.route({
    ...routeOf(otpEndpoints.resendEmailOtp, {
      tags: ['accounts'],
      summary: 'Email a new one-time code',
    }),
    ...emailSendLimits,
    handler: (request) => otp.sendEmailCode(request.body.email, request.body.purpose, request.log),
  });

  app.route({
    ...routeOf(otpEndpoints.verifyEmailOtp, {
      tags: ['accounts'],
      summary: 'Check an emailed code',
    }),
    config: verifyPerIp,
    preHandler: perAccountLimit(app, 'otpVerify', 'email', emailFromAddress),
    handler: async (request) => {
      const { email, otp: code, purpose } = request.body;
      await otp.verify({ channel: 'email', target: email, purpose }, code);
      return { verified: true as const, message: 'Email verified.' };
    },
  });

  app.route({
    ...routeOf(otpEndpoints.sendPhoneOtp, { tags: ['accounts'], summary: 'Text a one-time code' }),
    config: sendPerIp,
    preHandler: perAccountLimit(app, 'otpSend', 'phone', phoneInBody),
    handler: (request) =>
      otp.sendPhoneCode(request.body.phoneNumber, clientKey(request), request.log),
  });

  app.route({
    ...routeOf(otpEndpoints.verifyPhoneOtp, { tags: ['accounts'], summary: 'Check a texted code' }),
    config: verifyPerIp,
    preHandler: perAccountLimit(app, 'otpVerify', 'phone', phoneInBody),
    handler: async (request) => {
      await otp.verifyPhoneCode(request.body.phoneNumber, request.body.otp);
      return { verified: true as const, message: 'Phone number verified.' };
    },
  });
};
