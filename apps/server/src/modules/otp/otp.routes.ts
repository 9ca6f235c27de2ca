import {
  ErrorCode,
  OTP_LIFETIME_SECONDS,
  OTP_RESEND_WAIT_SECONDS,
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
import { AppError } from '../../http/app-error';
import { emailFromAddress, perAccountLimit, perIpLimit } from '../../http/request-limits';
import type { AccountsService } from '../auth/accounts.service';
import type { Mailer } from '../mail/mailer';
import type { OtpService } from './otp.service';

export interface OtpRoutesOptions {
  otp: OtpService;
  accounts: AccountsService;
  mailer: Mailer;
  sms: Mailer;
}

const sent = (where: string) => ({
  message: `We sent a 6-digit code to ${where}.`,
  resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
  expiresInSeconds: OTP_LIFETIME_SECONDS,
});

const emailText = (purpose: OtpPurpose, code: string) => ({
  subject:
    purpose === 'reset' ? 'Your Frameshop password reset code' : 'Your Frameshop verification code',
  text:
    `Your Frameshop code is ${code}.\n\n` +
    `It expires in ${OTP_LIFETIME_SECONDS / 60} minutes. ` +
    'If you did not ask for it, you can ignore this email.',
});

const deliveryFailed = (what: string) =>
  new AppError(
    ErrorCode.ServiceUnavailable,
    503,
    `We could not send the ${what}. Please try again in a moment.`,
  );

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

export const otpRoutes: FastifyPluginAsyncZod<OtpRoutesOptions> = async (
  app,
  { otp, accounts, mailer, sms },
) => {
  const sendEmailCode = async (email: string, purpose: OtpPurpose) => {
    await accounts.assertEmailFitsPurpose(email, purpose);
    await otp.issue({ channel: 'email', target: email, purpose }, async (code) => {
      await mailer.send({ to: email, ...emailText(purpose, code) }).catch((error: unknown) => {
        app.log.error({ err: error }, 'sending an OTP email failed');
        throw deliveryFailed('email');
      });
    });
    return sent(email);
  };

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
    (request) => sendEmailCode(request.body.email, request.body.purpose),
  );
  app.post(
    '/api/resend-email-otp',
    {
      ...emailSendOptions,
      schema: { ...emailSendOptions.schema, summary: 'Email a new one-time code' },
    },
    (request) => sendEmailCode(request.body.email, request.body.purpose),
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
    async (request) => {
      const { phoneNumber } = request.body;
      await accounts.assertPhoneNumberFree(phoneNumber);
      await otp.issue(
        { channel: 'phone', target: phoneNumber, purpose: 'register' },
        async (code) => {
          await sms
            .send({
              to: phoneNumber,
              subject: 'Frameshop verification code',
              text: `Frameshop code: ${code}. It expires in ${OTP_LIFETIME_SECONDS / 60} minutes.`,
            })
            .catch(() => {
              throw deliveryFailed('text message');
            });
        },
      );
      return sent(phoneNumber);
    },
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
