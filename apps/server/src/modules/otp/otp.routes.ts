import {
  otpSentResponseSchema,
  otpVerifiedResponseSchema,
  sendEmailOtpRequestSchema,
  sendPhoneOtpRequestSchema,
  verifyEmailOtpRequestSchema,
  verifyPhoneOtpRequestSchema,
  type OtpPurpose,
} from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailFromAddress, perAccountLimit, perIpLimit } from '../../http/request-limits';
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
  const emailSendOptions = {
    config: perIpLimit('otpSend'),
    preHandler: perAccountLimit(app, 'otpSend', emailSendBudgetKey),
    schema: {
      tags: ['accounts'],
      body: sendEmailOtpRequestSchema,
      response: { 200: otpSentResponseSchema },
    },
  };
  app.post(
    '/api/send-email-otp',
    {
      ...emailSendOptions,
      schema: { ...emailSendOptions.schema, summary: 'Email a one-time code' },
    },
    (request) => otp.sendEmailCode(request.body.email, request.body.purpose),
  );
  app.post(
    '/api/resend-email-otp',
    {
      ...emailSendOptions,
      schema: { ...emailSendOptions.schema, summary: 'Email a new one-time code' },
    },
    (request) => otp.sendEmailCode(request.body.email, request.body.purpose),
  );

  app.post(
    '/api/verify-email-otp',
    {
      config: perIpLimit('otpVerify'),
      preHandler: perAccountLimit(app, 'otpVerify', emailFromAddress),
      schema: {
        tags: ['accounts'],
        summary: 'Check an emailed code',
        body: verifyEmailOtpRequestSchema,
        response: { 200: otpVerifiedResponseSchema },
      },
    },
    async (request) => {
      const { email, otp: code, purpose } = request.body;
      await otp.verify({ channel: 'email', target: email, purpose }, code);
      return { verified: true as const, message: 'Email verified.' };
    },
  );

  app.post(
    '/api/send-phone-otp',
    {
      config: perIpLimit('otpSend'),
      preHandler: perAccountLimit(app, 'otpSend', phoneInBody),
      schema: {
        tags: ['accounts'],
        summary: 'Text a one-time code',
        body: sendPhoneOtpRequestSchema,
        response: { 200: otpSentResponseSchema },
      },
    },
    (request) => otp.sendPhoneCode(request.body.phoneNumber),
  );

  app.post(
    '/api/verify-phone-otp',
    {
      config: perIpLimit('otpVerify'),
      preHandler: perAccountLimit(app, 'otpVerify', phoneInBody),
      schema: {
        tags: ['accounts'],
        summary: 'Check a texted code',
        body: verifyPhoneOtpRequestSchema,
        response: { 200: otpVerifiedResponseSchema },
      },
    },
    async (request) => {
      await otp.verify(
        { channel: 'phone', target: request.body.phoneNumber, purpose: 'register' },
        request.body.otp,
      );
      return { verified: true as const, message: 'Phone number verified.' };
    },
  );
};
