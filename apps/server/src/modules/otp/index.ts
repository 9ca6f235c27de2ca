import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deriveKey } from '../../config/secrets';
import type { SharedDependencies } from '../../shared-dependencies';
import { UsersService } from '../users';
import { otpRoutes } from './otp.routes';
import { OtpService } from './otp.service';

export type { OtpService, OtpSent } from './otp.service';
export { emailChangeKey } from './otp.service';
export { otpPersonalData } from './otp-personal-data';

/** The OTP service over the shared pieces; its hash key is derived from the session secret. */
export function createOtpService(deps: SharedDependencies): OtpService {
  return new OtpService({
    db: deps.db,
    hashKey: deriveKey(deps.secrets.jwtSecret, 'otp-codes'),
    users: new UsersService(deps.db),
    mailer: deps.mailer,
    textMessages: deps.textMessages,
    phoneVerification: deps.config.sms.verification,
  });
}

/** One-time codes by email and text message, for sign-up and password reset. */
export const otpModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  await app.register(otpRoutes, { otp: createOtpService(deps) });
};
